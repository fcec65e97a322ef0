import Box from '@mui/material/Box';
import { useFieldValue } from 'react-admin';

/** A read-only, pretty-printed JSON value (audit entries' before and after). */
export const JsonField = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  if (value === null || value === undefined) return null;
  return (
    <Box
      component="pre"
      sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};
