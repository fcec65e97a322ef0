import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOADING } from '../i18n/loading';
import { currentLocale } from './shared/locale';

/** Shown while a lazy chunk (or the in-browser mock back end) loads. */
export const Splash = () => (
  <Box role="status" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
    <CircularProgress />
    <Typography color="text.secondary">{LOADING[currentLocale()]}</Typography>
  </Box>
);
