import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { TravelDocument } from '../../../server/app/profile/travelDocuments.service';
import { openBlob } from '../../shared/blobs';
import { request, requestBlob } from '../../shared/request';
import { useDateFormat } from '../reservations/format';

const k = (key: string) => `app.portalProfile.${key}`;
const COLOURS = { expired: 'error', expiring: 'warning', valid: 'success' } as const;

/** A private scan, fetched with the staff member's sign-in and opened from an object URL in a new tab. */
const openScan = async (agentId: string, docId: string) =>
  openBlob(await requestBlob({ path: `/travelagent/${encodeURIComponent(agentId)}/docs/${encodeURIComponent(docId)}/file` }));

/**
 * The travel documents an agent keeps on file (`GET /api/admin/travelagent/:id/docs`), under the
 * agent's record, for staff who may show travel agents: the expired and the soon expiring flagged.
 */
export const TravelDocumentsPanel = () => {
  const agent = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const format = useDateFormat();
  const { canAccess } = useCanAccess({ resource: 'travelagent', action: 'show' });
  const [failed, setFailed] = useState(false);
  const id = agent ? String(agent.id) : '';
  const documents = useQuery({
    queryKey: ['travel-documents', id],
    queryFn: async () => (await request<{ documents: TravelDocument[] }>({ path: `/travelagent/${encodeURIComponent(id)}/docs` })).documents,
    enabled: canAccess === true && id !== '',
  });
  if (!canAccess || !agent) return null;
  const title = translate(k('staff.documents_title'));
  const list = documents.data ?? [];
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {failed && <Alert severity="error">{translate(k('documents.file_failed'))}</Alert>}
        {documents.isError && <Alert severity="error">{translate(k('load_failed'))}</Alert>}
        {documents.isSuccess && list.length === 0 && <Typography color="text.secondary">{translate(k('staff.documents_empty'))}</Typography>}
        {list.length > 0 && (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {(['kind', 'number', 'expiresOn', 'status'] as const).map((column) => (
                  <TableCell key={column}>{translate(k(`documents.fields.${column}`))}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((doc) => (
                <TableRow key={doc.id}>
                  <TableCell>{translate(k(`documents.kinds.${doc.kind}`))}</TableCell>
                  <TableCell>{doc.number}</TableCell>
                  <TableCell>{doc.expiresOn ? format.day(doc.expiresOn) : translate(k('documents.never_expires'))}</TableCell>
                  <TableCell>
                    <Chip size="small" variant={doc.expiry ? 'filled' : 'outlined'} color={doc.expiry ? COLOURS[doc.expiry] : 'default'} label={translate(k(`documents.expiry.${doc.expiry ?? 'none'}`))} />
                  </TableCell>
                  <TableCell align="right">
                    {doc.file && (
                      <Button
                        size="small"
                        startIcon={<OpenInNew />}
                        aria-label={translate(k('documents.view'), { name: doc.file.name })}
                        onClick={() => {
                          setFailed(false);
                          openScan(id, doc.id).catch(() => setFailed(true));
                        }}
                      >
                        {translate(k('staff.open'))}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
