import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page (or the whole site) waiting for its code, language or data; no words, since the language may be what is loading. */
export const PageLoading = () => (
  <Box role="progressbar" aria-busy="true" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
    <CircularProgress />
  </Box>
);
