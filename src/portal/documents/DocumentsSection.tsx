import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../shared/blobs';
import { Section } from '../layout/Section';
import { useT } from '../PortalLocale';
import { useDates } from '../promotions/format';
import { ListState } from '../promotions/VoucherTabs';
import { documentKeys, documentsApi, type AgentDocument } from './documentsApi';

const k = 'app.portalDocuments.documents';

const Validity = ({ doc }: { doc: AgentDocument }) => {
  const t = useT();
  const dates = useDates();
  const { validFrom: from, validTo: to } = doc;
  const text =
    from && to
      ? t(`${k}.valid_between`, { from: dates.day(from), to: dates.day(to) })
      : from
        ? t(`${k}.valid_from`, { from: dates.day(from) })
        : to
          ? t(`${k}.valid_until`, { to: dates.day(to) })
          : t(`${k}.undated`);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{text}</span>
      {doc.upcoming && <Chip size="small" color="info" label={t(`${k}.upcoming`)} />}
    </Box>
  );
};

/** The file's button: a stored file downloads with the agent's token, a link elsewhere opens in a new tab. */
const FileAction = ({ doc, onDownload, busy }: { doc: AgentDocument; onDownload: (doc: AgentDocument) => void; busy: boolean }) => {
  const t = useT();
  if (!doc.file) return <Typography color="text.secondary">{t(`${k}.no_file`)}</Typography>;
  if (!doc.file.stored)
    return (
      <Button size="small" variant="outlined" startIcon={<OpenInNew />} href={doc.file.url} target="_blank" rel="noopener noreferrer" aria-label={t(`${k}.open_label`, { title: doc.title })}>
        {t(`${k}.open`)}
      </Button>
    );
  return (
    <Button size="small" variant="contained" startIcon={<Download />} disabled={busy} onClick={() => onDownload(doc)} aria-label={t(`${k}.download_label`, { title: doc.title })}>
      {t(`${k}.download`)}
    </Button>
  );
};

/** The documents the resort gave the agent: what each is, when it holds, and its file. */
export const DocumentsSection = () => {
  const t = useT();
  const { data, isPending, error } = useQuery({ queryKey: documentKeys.documents, queryFn: documentsApi.documents });
  const download = useMutation({
    mutationFn: async (doc: AgentDocument) => ({ blob: await documentsApi.file(doc.id), name: doc.file?.stored ? doc.file.name : `${doc.title}.pdf` }),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
  });
  const docs = data ?? [];
  return (
    <Section title={t(`${k}.section`)}>
      <ListState loading={isPending} error={error} empty={docs.length === 0} emptyText={t('app.portalDocuments.no_data')}>
        <TableContainer>
          <Table size="small" aria-label={t(`${k}.section`)}>
            <TableHead>
              <TableRow>
                {(['title', 'kind', 'validity', 'file'] as const).map((column) => (
                  <TableCell key={column}>{t(`${k}.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {docs.map((doc) => (
                <TableRow key={doc.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {doc.title}
                    </Typography>
                    {doc.description && (
                      <Typography variant="body2" color="text.secondary">
                        {doc.description}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {t(`${k}.audience.${doc.audience}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`${k}.kinds.${doc.kind}`, { _: doc.kind })} />
                  </TableCell>
                  <TableCell>
                    <Validity doc={doc} />
                  </TableCell>
                  <TableCell>
                    <FileAction doc={doc} busy={download.isPending} onDownload={(d) => download.mutate(d)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {download.isError && <Alert severity="error">{t(`${k}.download_failed`)}</Alert>}
    </Section>
  );
};
