import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Link from '@mui/material/Link';
import { useFieldValue, useTranslate, type InputProps } from 'react-admin';
import { SingleUploadInput } from './upload';

/** What the upload endpoint takes besides images: the input offers PDFs and pictures only. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

/** The last part of an address, as a person would name the file (`/uploads/ab12.pdf` → `ab12.pdf`). */
export const fileNameOf = (url: string) => {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

const iconOf = (url: string) => {
  const name = fileNameOf(url).toLowerCase();
  if (name.endsWith('.pdf')) return <PictureAsPdf fontSize="small" color="error" />;
  if (/\.(jpe?g|png|webp|gif|svg)$/.test(name)) return <ImageOutlined fontSize="small" color="primary" />;
  return <InsertDriveFileOutlined fontSize="small" />;
};

/** A link that opens the file in a new tab, named by its file name. */
export const FileLink = ({ url }: { url: string }) => {
  const translate = useTranslate();
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={translate('app.fileField.open')}
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
    >
      {iconOf(url)}
      {fileNameOf(url)}
    </Link>
  );
};

const fileLink = (url: string) => <FileLink url={url} />;

/**
 * A PDF or image picker: the chosen file is POSTed to `/api/admin/upload` at once (the endpoint the
 * image input uses, which judges the type by the bytes) and the returned address is what the form saves.
 */
export const FileUploadInput = (props: InputProps) => <SingleUploadInput {...props} accept={ACCEPT} chooseLabel="app.fileField.choose" preview={fileLink} />;

/** A stored file as a link that opens it; nothing when there is none. */
export const FileField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return typeof value === 'string' && value ? <FileLink url={value} /> : null;
};
