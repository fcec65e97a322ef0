import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/NotAuthorized';
import { r } from './format';
import { downloadReport, type ReportSource } from './reportsApi';

interface ReportShellProps {
  /** `app.reports.names.<name>`. */
  name: string;
  /** The permission module the screen reads under (`reports`, or `front-desk` for the manifest). */
  module: 'reports' | 'front-desk';
  source: ReportSource;
  fileName: string;
  params: ReactNode;
  loading: boolean;
  error: Error | null;
  children: ReactNode;
}

/**
 * A report's page: its title, parameters, the "Export CSV" and "Print PDF" buttons (the server's files,
 * for a role that may export them), then the chart and table the report draws.
 */
export const ReportShell = ({ name, module, source, fileName, params, loading, error, children }: ReportShellProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess, isPending } = useCanAccess({ resource: module, action: 'list' });
  // The desk prints its own manifest; the reports' files need the export permission.
  const { canAccess: canExport } = useCanAccess({ resource: module, action: module === 'reports' ? 'export' : 'list' });
  if (isPending) return null;
  if (!canAccess) return <AccessDenied />;
  const download = (format: 'csv' | 'pdf') => downloadReport(source, format, fileName).catch(() => notify(r('actions.download_failed'), { type: 'error' }));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(r(`names.${name}`))} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h5" component="h1">{translate(r(`names.${name}`))}</Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {params}
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            <Button variant="outlined" startIcon={<Download />} disabled={!canExport || loading || !!error} onClick={() => download('csv')}>
              {translate(r('actions.csv'))}
            </Button>
            <Button variant="outlined" startIcon={<Print />} disabled={!canExport || loading || !!error} onClick={() => download('pdf')}>
              {translate(r('actions.pdf'))}
            </Button>
          </Stack>
        </Stack>
        {loading ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {children}
      </CardContent>
    </Card>
  );
};
