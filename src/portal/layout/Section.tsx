import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card: one section of a portal screen (its title a heading, the card a named region). */
export const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);
