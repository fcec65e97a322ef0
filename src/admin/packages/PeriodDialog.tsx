import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { FieldInput } from '../fieldTypes';
import { defaultValues, formFields } from '../generated/fields';
import { validatorsOf, type FormMode } from '../validators';
import { TextButton } from '../layout/TextButton';

const def = resources['package-periods'];
/** The package is the one being edited, so its reference is not asked for. */
const fields = formFields(def).filter(([name]) => name !== 'tourPackageId');

/** What the dialog is for: a new period of the package, or one of its periods. */
export type PeriodDialogTarget = { mode: 'create' } | { mode: 'edit'; id: RaRecord['id'] };

const PeriodForm = ({ mode, title, onClose }: { mode: FormMode; title: string; onClose: () => void }) => (
  // Pessimistic saves return the server's field messages to the inputs, so the dialog stays open on a 400.
  <Form defaultValues={mode === 'create' ? defaultValues(def) : undefined}>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: '8px !important' }}>
      {fields.map(([name, f]) => (
        <FieldInput key={name} source={name} def={f} validate={validatorsOf(f, mode)} />
      ))}
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <TextButton label="ra.action.cancel" onClick={onClose} />
      <SaveButton alwaysEnable={mode === 'create'} />
    </DialogActions>
  </Form>
);

/** Adds or edits one period of a package in a dialog, with the generated period inputs. */
export const PeriodDialog = ({ packageId, target, onClose }: { packageId: RaRecord['id']; target: PeriodDialogTarget | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const done = (message: string) => () => {
    notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
    onClose();
  };
  let content: ReactNode = null;
  if (target?.mode === 'create')
    content = (
      <CreateBase resource={def.name} redirect={false} transform={(data) => ({ ...data, tourPackageId: packageId })} mutationOptions={{ onSuccess: done(`resources.${def.name}.notifications.created`) }}>
        <PeriodForm mode="create" title={translate('app.packageEditor.new_period')} onClose={onClose} />
      </CreateBase>
    );
  if (target?.mode === 'edit')
    content = (
      <EditBase resource={def.name} id={target.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: done(`resources.${def.name}.notifications.updated`) }}>
        <PeriodForm mode="edit" title={translate('app.packageEditor.edit_period')} onClose={onClose} />
      </EditBase>
    );
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="sm" fullWidth>
      {content}
    </Dialog>
  );
};
