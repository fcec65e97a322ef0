import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DataTable, List, SearchInput, SelectInput, Show, useAuthenticated, useNotify, useRecordContext, useRequireAccess, useTranslate } from 'react-admin';
import { EMAIL_TEMPLATES } from '../../../server/app/email/outbox';
import { saveBlob } from '../../shared/blobs';
import { requestBlob } from '../../shared/request';
import { DETAIL_QUERY } from '../detailQuery';
import { useDateFormat } from '../reservations/format';

export type OutboxStatus = 'pending' | 'sent' | 'failed';
export interface OutboxEmail {
  id: string; to: string; template: string; subject: string; status: OutboxStatus; attempts: number;
  lastError: string | null; createdAt: string; sentAt: string | null; text?: string;
}

const label = (field: string) => `app.email.outbox.fields.${field}`;
const COLOURS: Record<OutboxStatus, ChipProps['color']> = { pending: 'warning', sent: 'success', failed: 'error' };
const STATUS_CHOICES = (['pending', 'sent', 'failed'] as const).map((id) => ({ id, name: `app.email.outbox.status.${id}` }));
const TEMPLATE_CHOICES = EMAIL_TEMPLATES.map((id) => ({ id, name: `app.email.outbox.templates.${id}` }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label={label('status')} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="template" source="template" label={label('template')} choices={TEMPLATE_CHOICES} />,
];

const StatusChip = ({ status }: { status: OutboxStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(`app.email.outbox.status.${status}`, { _: status })} />;
};

/**
 * The outbox is not a permission module of its own: it follows the audit log (both record what the
 * system did). react-admin's own check would ask about an "outbox" module, so the screens check here.
 */
const useOutboxAccess = (action: 'list' | 'show') => {
  const auth = useAuthenticated();
  const access = useRequireAccess({ resource: 'audit-log', action, enabled: !auth.isPending });
  return !auth.isPending && !access.isPending;
};

const Col = DataTable.Col<OutboxEmail>;

/** `/admin/outbox`: every e-mail the resort queued, newest first, read-only. */
export const OutboxList = () => {
  const translate = useTranslate();
  const format = useDateFormat();
  if (!useOutboxAccess('list')) return null;
  return (
    <List resource="outbox" disableAuthentication title={translate('app.email.outbox.title')} filters={filters} actions={false} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<OutboxEmail> rowClick="show" bulkActionButtons={false}>
        <Col source="createdAt" label={label('createdAt')} render={(r) => format.moment(r.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
        <Col source="to" label={label('to')} />
        <Col source="template" label={label('template')} render={(r) => translate(`app.email.outbox.templates.${r.template}`, { _: r.template })} />
        <Col source="subject" label={label('subject')} />
        <Col source="status" label={label('status')} render={(r) => <StatusChip status={r.status} />} />
        <Col source="attempts" label={label('attempts')} align="right" />
        <Col source="sentAt" label={label('sentAt')} render={(r) => (r.sentAt ? format.moment(r.sentAt) : '')} sx={{ whiteSpace: 'nowrap' }} />
      </DataTable>
    </List>
  );
};

const Item = ({ field, children }: { field: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">{translate(label(field))}</Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>{children}</Typography>
    </Grid>
  );
};

/** Fetched with the session's token (a plain link would not carry it), then handed to the browser as a file. */
const downloadEml = async (id: string) => saveBlob(await requestBlob({ path: `/outbox/${id}/eml` }), `${id}.eml`);

const OutboxDetails = () => {
  const email = useRecordContext<OutboxEmail>();
  const translate = useTranslate();
  const format = useDateFormat();
  const notify = useNotify();
  if (!email) return null;
  const sent = email.status === 'sent';
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h1" sx={{ mr: 'auto' }}>{email.subject}</Typography>
        <StatusChip status={email.status} />
        <Button variant="outlined" startIcon={<Download />} disabled={!sent} onClick={() => downloadEml(email.id).catch(() => notify('app.errors.not_found', { type: 'error' }))}>
          {translate('app.email.outbox.download')}
        </Button>
      </Stack>
      {sent ? null : <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.email.outbox.not_sent_yet')}</Typography>}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Item field="to">{email.to}</Item>
        <Item field="template">{translate(`app.email.outbox.templates.${email.template}`, { _: email.template })}</Item>
        <Item field="attempts">{email.attempts}</Item>
        <Item field="createdAt">{format.moment(email.createdAt)}</Item>
        <Item field="sentAt">{email.sentAt ? format.moment(email.sentAt) : '–'}</Item>
        {email.lastError ? <Item field="lastError">{email.lastError}</Item> : null}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="div">{translate(label('text'))}</Typography>
      <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>{email.text}</Typography>
    </Box>
  );
};

/** `/admin/outbox/:id/show`: one e-mail as worded, and its .eml once sent. */
export const OutboxShow = () => {
  const { id } = useParams();
  const translate = useTranslate();
  if (!useOutboxAccess('show') || !id) return null;
  return (
    <Show resource="outbox" id={id} disableAuthentication actions={false} title={translate('app.email.outbox.title')} queryOptions={DETAIL_QUERY}>
      <OutboxDetails />
    </Show>
  );
};
