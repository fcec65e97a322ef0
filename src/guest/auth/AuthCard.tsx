import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of a sign-in, sign-up or password page: a titled card, narrow enough for one column on a phone. */
export const AuthCard = ({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 1.5, sm: 3 } }}>
    <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
    {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
  </Container>
);

/** A form's column of fields. */
export const FormColumn = ({ children, onSubmit }: { children: ReactNode; onSubmit: (event: React.FormEvent) => void }) => (
  <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
    {children}
  </Box>
);
