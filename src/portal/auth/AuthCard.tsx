import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card every blank-layout page sits in, with its heading. */
export const AuthCard = ({ overline, title, subtitle, width = 420, children }: { overline: string; title: string; subtitle?: string; width?: number; children: ReactNode }) => (
  <Card sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2, lineHeight: 1.5 }}>
      {overline}
    </Typography>
    <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    {children}
  </Card>
);
