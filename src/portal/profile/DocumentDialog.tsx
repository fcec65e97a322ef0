import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRAVEL_DOCUMENT_KINDS } from '../../../resources/travelDocuments';
import { FilePicker } from '../layout/FilePicker';
import { useDialogForm } from '../layout/useDialogForm';
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
  const { form, set, errors, general, save, submit } = useDialogForm<DocumentInput, keyof Errors>({
    initial: { kind: document?.kind ?? 'tourism-licence', number: document?.number ?? '', expiresOn: document?.expiresOn ?? '', file: null },
    save: (input) => (document ? profileApi.editDocument(document.id, input) : profileApi.addDocument(input)),
    onSaved,
    check: (input) => {
      const missing: Errors = {};
      if (!input.number.trim()) missing.number = t('ra.validation.required');
      if (!document && !input.file) missing.file = t('app.errors.no_file');
      return missing;
    },
    // The upload's own message (a file too large, of the wrong kind) says what went wrong with the whole form.
    generalWhen: (fields) => Object.keys(fields).length === 0 || Boolean(fields.body),
  });
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
