import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../../shared/blobs';
import { FilePicker } from '../layout/FilePicker';
import { useDialogForm } from '../layout/useDialogForm';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { ListState } from '../promotions/VoucherTabs';
import { usePortalSession } from '../session/PortalSession';
import { emailTemplateKeys, emailTemplatesApi, type AgentEmailFile, type EmailTemplateInput } from './emailTemplatesApi';

const k = 'app.portalDocuments.emailTemplates';
type Errors = Partial<Record<'name' | 'subject' | 'body' | 'file', string>>;

/** Adds a template or rewrites one; the server's field messages land on the fields. */
const TemplateDialog = ({ template, onClose, onSaved }: { template: AgentEmailFile | null; onClose: () => void; onSaved: () => void }) => {
  const t = useT();
  const { form, set, errors, general, save, submit } = useDialogForm<EmailTemplateInput, keyof Errors>({
    initial: { name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '', file: null, removeAttachment: false },
    save: (input) => (template ? emailTemplatesApi.edit(template.id, input) : emailTemplatesApi.add(input)),
    onSaved,
    check: (input) => {
      const missing: Errors = {};
      for (const field of ['name', 'subject', 'body'] as const) if (!input[field].trim()) missing[field] = t('ra.validation.required');
      return missing;
    },
  });
  const text = (field: 'name' | 'subject' | 'body', max: number, rows?: number) => (
    <TextField
      label={t(`${k}.fields.${field}`)}
      value={form[field]}
      onChange={(e) => set(field)(e.target.value)}
      required
      error={Boolean(errors[field])}
      helperText={errors[field]}
      multiline={Boolean(rows)}
      minRows={rows}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="email-template-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="email-template-title">{template ? t(`${k}.edit_title`, { name: template.name }) : t(`${k}.add_title`)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {general && <Alert severity="error">{general}</Alert>}
          {text('name', 80)}
          {text('subject', 200)}
          {text('body', 10_000, 6)}
          <FilePicker
            label={t(`${k}.fields.attachment`)}
            chooseText={t(`${k}.choose_file`)}
            emptyText={template?.attachment && !form.removeAttachment ? t(`${k}.keep_file`, { name: template.attachment.name }) : t(`${k}.no_file`)}
            file={form.file}
            onChange={set('file')}
            error={errors.file}
          />
          {template?.attachment && !form.file && (
            <FormControlLabel control={<Checkbox checked={form.removeAttachment} onChange={(e) => set('removeAttachment')(e.target.checked)} />} label={t(`${k}.remove_file`)} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t(`${k}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(`${k}.save`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const DeleteDialog = ({ template, onClose, onDeleted }: { template: AgentEmailFile; onClose: () => void; onDeleted: () => void }) => {
  const t = useT();
  const remove = useMutation({ mutationFn: () => emailTemplatesApi.remove(template.id), onSuccess: onDeleted });
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-email-template-title">
      <DialogTitle id="delete-email-template-title">{t(`${k}.delete_title`, { name: template.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`${k}.delete_content`)}</DialogContentText>
        {remove.isError && <Alert severity="error" sx={{ mt: 2 }}>{remove.error.message || t('app.errors.server')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t(`${k}.cancel`)}
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t(`${k}.delete`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const TemplateCard = ({ template, canWrite, onEdit, onDelete }: { template: AgentEmailFile; canWrite: boolean; onEdit: () => void; onDelete: () => void }) => {
  const t = useT();
  const download = useMutation({ mutationFn: () => emailTemplatesApi.attachment(template.id), onSuccess: (blob) => template.attachment && saveBlob(blob, template.attachment.name) });
  return (
    <Card component="section" aria-label={template.name} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {template.name}
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{template.subject}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
          {template.body}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {template.attachment && (
          <Button startIcon={<AttachFile />} onClick={() => download.mutate()} disabled={download.isPending}>
            {t(`${k}.download`, { name: template.attachment.name })}
          </Button>
        )}
        {canWrite && (
          <>
            <Button onClick={onEdit} aria-label={`${t(`${k}.edit`)} ${template.name}`}>
              {t(`${k}.edit`)}
            </Button>
            <Button color="error" onClick={onDelete} aria-label={`${t(`${k}.delete`)} ${template.name}`}>
              {t(`${k}.delete`)}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
};

/**
 * `/agent/email-templates` (the user menu's E-mail templates): the agency's templates for guests. Every
 * member reads them; the agency's admins and editors add, change and delete them (the server's rule too).
 */
const EmailTemplatesPage = () => {
  const t = useT();
  const { user } = usePortalSession();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: emailTemplateKeys.list, queryFn: emailTemplatesApi.list });
  const [editing, setEditing] = useState<AgentEmailFile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AgentEmailFile | null>(null);
  const [done, setDone] = useState<string>();
  const canWrite = user?.agencyRole === 'admin' || user?.agencyRole === 'editor';
  const files = data?.files ?? [];
  const refresh = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list });
  };
  return (
    <Box>
      <PageTitle title={t(`${k}.title`)} subtitle={t(`${k}.subtitle`)} />
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(undefined)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {canWrite ? (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 3 }}>
          {t(`${k}.add`)}
        </Button>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(`${k}.read_only`)}
        </Alert>
      )}
      <ListState loading={isPending} error={error} empty={files.length === 0} emptyText={t('app.portalDocuments.no_data')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {files.map((template) => (
            <TemplateCard key={template.id} template={template} canWrite={canWrite} onEdit={() => setEditing(template)} onDelete={() => setDeleting(template)} />
          ))}
        </Box>
      </ListState>
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => refresh(t(`${k}.saved`))} />}
      {deleting && <DeleteDialog template={deleting} onClose={() => setDeleting(null)} onDeleted={() => refresh(t(`${k}.deleted`))} />}
    </Box>
  );
};

export default EmailTemplatesPage;
