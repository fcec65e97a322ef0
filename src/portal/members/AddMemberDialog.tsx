import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { errorText } from '../promotions/format';
import { AGENCY_ROLE_CHOICES, membersApi, type AgencyMember } from './membersApi';
import { memberBody, memberSchema, type MemberField, type MemberValues } from './memberSchema';

const TEXT_FIELDS: readonly { name: Exclude<MemberField, 'agencyRole'>; type?: string; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'off' },
  { name: 'lastName', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'phone', type: 'tel', autoComplete: 'off' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];
const FIELD_NAMES: readonly string[] = [...TEXT_FIELDS.map((f) => f.name), 'agencyRole'];

/**
 * "Add member": the new member's name, e-mail, phone, role and first password. The server's field
 * messages (an e-mail already in use among them) land on their fields; anything else shows above the
 * buttons.
 */
export const AddMemberDialog = ({ onClose, onAdded }: { onClose: () => void; onAdded: (member: AgencyMember) => void }) => {
  const t = useT();
  const k = (key: string) => t(`app.portalMembers.${key}`);
  const schema = useMemo(() => memberSchema(t), [t]);
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<MemberValues>({
    resolver: yupResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', agencyRole: 'editor' },
  });

  const save = async (values: MemberValues) => {
    setFailure(undefined);
    try {
      onAdded(await membersApi.add(memberBody(values)));
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => FIELD_NAMES.includes(name));
      for (const [name, text] of fields) setError(name as MemberField, { message: text });
      if (fields.length === 0) setFailure(errorText(error, t));
    }
  };

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-member-title">
      <DialogTitle id="add-member-title">{k('add_title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(save)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>{k('add_hint')}</DialogContentText>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
              <TextField
                key={name}
                {...register(name)}
                label={k(`fields.${name}`)}
                type={type}
                autoComplete={autoComplete}
                required
                size="small"
                margin="dense"
                error={Boolean(formState.errors[name])}
                helperText={formState.errors[name]?.message ?? ' '}
              />
            ))}
            <Controller
              control={control}
              name="agencyRole"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  {...field}
                  label={k('fields.agencyRole')}
                  required
                  size="small"
                  margin="dense"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                >
                  {AGENCY_ROLE_CHOICES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {k(`roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {k('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {k('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
