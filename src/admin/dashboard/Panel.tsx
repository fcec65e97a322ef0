import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PanelProps {
  /** Translated already, as every text given here. */
  title: string;
  /** A line under the title (a hint, a total). */
  subheader?: ReactNode;
  icon?: ReactNode;
  /** Top-right: tabs, a link. */
  action?: ReactNode;
  loading?: boolean;
  error?: unknown;
  /** When set and true, `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: string;
  children?: ReactNode;
}

/** One titled part of the dashboard, with its loading, failed and empty states. */
export const Panel = ({ title, subheader, icon, action, loading, error, isEmpty, empty, children }: PanelProps) => {
  const translate = useTranslate();
  const body = error ? (
    <Typography color="error">{translate('app.staffDashboard.load_failed')}</Typography>
  ) : loading ? (
    <Skeleton variant="rounded" height={96} />
  ) : isEmpty ? (
    <Typography color="text.secondary">{empty}</Typography>
  ) : (
    children
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }} component="section" aria-label={title}>
      <CardHeader
        avatar={icon}
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ pb: 0.5, flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-content': { minWidth: 0, flex: '1 1 220px' }, '& .MuiCardHeader-action': { maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}
      />
      <CardContent sx={{ flex: 1, pt: 1, minWidth: 0, '&:last-child': { pb: 2 } }}>{body}</CardContent>
    </Card>
  );
};
