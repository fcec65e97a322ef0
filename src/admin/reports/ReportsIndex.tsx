import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title, useBasename, useCanAccess, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/NotAuthorized';
import { r } from './format';
import { REPORT_LIST as REPORTS } from './reportList';

/** `/admin/reports`: every report with what it tells, each opening its own page. */
export const ReportsIndex = () => {
  const translate = useTranslate();
  // The back office's router is nested under /admin: a bare "/reports/…" would leave it.
  const basename = useBasename();
  const { canAccess, isPending } = useCanAccess({ resource: 'reports', action: 'list' });
  if (isPending) return null;
  if (!canAccess) return <AccessDenied />;
  return (
    <>
      <Title title={translate(r('title'))} />
      <Typography variant="body1" sx={{ mt: 2, mb: 2 }}>{translate(r('intro'))}</Typography>
      <Grid container spacing={2}>
        {REPORTS.map(({ path, name }) => (
          <Grid key={path} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={`${basename}/reports/${path}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">{translate(r(`names.${name}`))}</Typography>
                  <Typography variant="body2" color="text.secondary">{translate(r(`about.${name}`))}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
