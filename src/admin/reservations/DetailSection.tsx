import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled part of a record's page (`title` an i18n key), a landmark named by its heading. */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
