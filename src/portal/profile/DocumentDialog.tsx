import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TRAVEL_DOCUMENT_KINDS } from '../../../resources/travelDocuments';
import { fieldErrorsOf } from '../api';
import { FilePicker } from '../layout/FilePicker';
import { useT } from '../PortalLocale';
import { profileApi, type DocumentInput, type TravelDocument } from './profileApi';

type Errors = Partial<Record<keyof DocumentInput, string>>;

/**
 * Adds a document or rewrites one: its kind, number, expiry date and scan. The server checks it (an
 * IC's or a passport's number, the date, the file's type and size) and its messages land on the fields.
 */
export const DocumentDialog = ({ document, onClose, onSaved }: { document: TravelDocument | null; onClose: () => void; onSaved: () => void }) => {
  const t = useT();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalProfile.documents.${key}`, args);
  const [form, setForm] = useState<DocumentInput>({ kind: document?.kind ?? 'tourism-licence', number: document?.number ?? '', expiresOn: document?.expiresOn ?? '', file: null });
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const set = <K extends keyof DocumentInput>(name: K) => (value: DocumentInput[K]) => setForm((current) => ({ ...current, [name]: value }));
  const save = useMutation({
    mutationFn: (input: DocumentInput) => (document ? profileApi.editDocument(document.id, input) : profileApi.addDocument(input)),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setGeneral(Object.keys(fields).length === 0 || fields.body ? (error instanceof Error && error.message) || t('app.errors.server') : undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!form.number.trim()) missing.number = t('ra.validation.required');
    if (!document && !form.file) missing.file = t('app.errors.no_file');
    setErrors(missing);
    setGeneral(undefined);
    if (Object.keys(missing).length === 0) save.mutate(form);
  };
  const title = document ? d('edit_title', { kind: d(`kinds.${document.kind}`) }) : d('add_title');
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="document-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField select label={d('fields.kind')} value={form.kind} onChange={(e) => set('kind')(e.target.value as DocumentInput['kind'])} error={Boolean(errors.kind)} helperText={errors.kind} sx={{ mt: 1 }}>
            {TRAVEL_DOCUMENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {d(`kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={d('fields.number')}
            value={form.number}
            onChange={(e) => set('number')(e.target.value)}
            required
            error={Boolean(errors.number)}
            helperText={errors.number}
            slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr' } }}
          />
          <TextField
            label={d('fields.expiresOn')}
            type="date"
            value={form.expiresOn}
            onChange={(e) => set('expiresOn')(e.target.value)}
            error={Boolean(errors.expiresOn)}
            helperText={errors.expiresOn ?? d('never_expires')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FilePicker
            label={d('fields.file')}
            chooseText={d('choose_file')}
            emptyText={document?.file ? d('keep_file', { name: document.file.name }) : d('no_file')}
            file={form.file}
            onChange={set('file')}
            error={errors.file}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {d('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {d('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
