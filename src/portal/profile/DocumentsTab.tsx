import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openBlob } from '../../shared/blobs';
import { useDates } from '../credits/format';
import { Section } from '../layout/Section';
import { useT } from '../PortalLocale';
import { ListState } from '../promotions/VoucherTabs';
import { usePortalSession } from '../session/PortalSession';
import { DocumentDialog } from './DocumentDialog';
import { profileApi, profileKeys, type TravelDocument } from './profileApi';

type Expiry = NonNullable<TravelDocument['expiry']>;
const COLOURS: Record<Expiry, 'error' | 'warning' | 'success'> = { expired: 'error', expiring: 'warning', valid: 'success' };
const COLUMNS = ['kind', 'number', 'expiresOn', 'status', 'actions'] as const;

/** Opens a private scan: fetched with the bearer token and shown from an object URL in a new tab. */
const openFile = async (doc: TravelDocument) => openBlob(await profileApi.documentFile(doc.id));

const ConfirmDelete = ({ doc, onClose, onDeleted }: { doc: TravelDocument; onClose: () => void; onDeleted: () => void }) => {
  const t = useT();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalProfile.documents.${key}`, args);
  const remove = useMutation({ mutationFn: () => profileApi.removeDocument(doc.id), onSuccess: onDeleted });
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-document-title">
      <DialogTitle id="delete-document-title">{d('delete_title', { kind: d(`kinds.${doc.kind}`), number: doc.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{d('delete_content')}</DialogContentText>
        {remove.isError && <Alert severity="error" sx={{ mt: 2 }}>{remove.error.message || t('app.errors.server')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {d('keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {d('confirm_delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The Travel documents tab (`GET /users/docs/:userId`): the papers on file with the resort, an expired
 * one or one expiring within 30 days flagged (the server says which), added, rewritten and removed here.
 */
export const DocumentsTab = () => {
  const t = useT();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalProfile.documents.${key}`, args);
  const dates = useDates();
  const queryClient = useQueryClient();
  const { user } = usePortalSession();
  const id = user?.id ?? '';
  const documents = useQuery({ queryKey: profileKeys.documents(id), queryFn: () => profileApi.documents(id), enabled: id !== '' });
  const [editing, setEditing] = useState<{ doc: TravelDocument | null } | null>(null);
  const [deleting, setDeleting] = useState<TravelDocument | null>(null);
  const [done, setDone] = useState<string>();
  const [fileFailed, setFileFailed] = useState(false);
  const list = documents.data ?? [];
  const attention = list.filter((doc) => doc.expiry === 'expired' || doc.expiry === 'expiring').length;
  const changed = async (message: string) => {
    setEditing(null);
    setDeleting(null);
    setDone(message);
    await queryClient.invalidateQueries({ queryKey: profileKeys.documents(id) });
  };
  const title = d('title');
  return (
    <Section
      title={title}
      action={
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => {
            setDone(undefined);
            setEditing({ doc: null });
          }}
        >
          {d('add')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {d('hint')}
      </Typography>
      {attention > 0 && <Alert severity="warning">{d('attention', { smart_count: attention })}</Alert>}
      {done && (
        <Alert severity="success" onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      )}
      {fileFailed && (
        <Alert severity="error" onClose={() => setFileFailed(false)}>
          {d('file_failed')}
        </Alert>
      )}
      <ListState loading={documents.isPending && id !== ''} error={documents.error} empty={list.length === 0} emptyText={t('app.portalProfile.no_data')}>
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                    {d(`fields.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((doc) => {
                const kind = d(`kinds.${doc.kind}`);
                return (
                  <TableRow key={doc.id}>
                    <TableCell>{kind}</TableCell>
                    <TableCell dir="ltr">{doc.number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{doc.expiresOn ? dates.day(doc.expiresOn) : d('never_expires')}</TableCell>
                    <TableCell>
                      {doc.expiry ? <Chip size="small" color={COLOURS[doc.expiry]} label={d(`expiry.${doc.expiry}`)} /> : <Chip size="small" variant="outlined" label={d('expiry.none')} />}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {doc.file && (
                        <IconButton
                          aria-label={d('view', { name: doc.file.name })}
                          onClick={() => {
                            setFileFailed(false);
                            openFile(doc).catch(() => setFileFailed(true));
                          }}
                        >
                          <OpenInNew fontSize="small" />
                        </IconButton>
                      )}
                      <IconButton
                        aria-label={d('edit', { kind })}
                        onClick={() => {
                          setDone(undefined);
                          setEditing({ doc });
                        }}
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={d('delete', { kind })}
                        onClick={() => {
                          setDone(undefined);
                          setDeleting(doc);
                        }}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {editing && <DocumentDialog document={editing.doc} onClose={() => setEditing(null)} onSaved={() => void changed(d('saved'))} />}
      {deleting && <ConfirmDelete doc={deleting} onClose={() => setDeleting(null)} onDeleted={() => void changed(d('deleted'))} />}
    </Section>
  );
};
