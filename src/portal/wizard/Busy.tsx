import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A call under way, in words: the spinner is decoration (hidden from screen readers), the text says what is happening. */
export const Busy = ({ text }: { text: string }) => (
  <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
    <CircularProgress size={20} aria-hidden />
    <Typography>{text}</Typography>
  </Stack>
);
