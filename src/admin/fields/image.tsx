import Box from '@mui/material/Box';
import type { InputProps } from 'react-admin';
import { SingleUploadInput } from './upload';

const thumbnail = (url: string) => <Box component="img" src={url} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }} />;

/**
 * An image picker: the chosen file is POSTed to `/api/admin/upload` at once and the returned URL is
 * what the form stores and saves.
 */
export const ImageUploadInput = (props: InputProps) => <SingleUploadInput {...props} accept="image/*" chooseLabel="app.upload.choose" preview={thumbnail} />;
