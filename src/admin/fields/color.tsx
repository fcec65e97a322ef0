import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFieldValue } from 'react-admin';

/** A colour swatch with its hex code. */
export const ColorField = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider' }} />
      <span>{value}</span>
    </Stack>
  );
};
