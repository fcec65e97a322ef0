import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's heading and the line under it, as the portal's screens open. */
export const PageTitle = ({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) => (
  <Box sx={{ mb: 3 }}>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      {subtitle}
    </Typography>
    {children}
  </Box>
);
