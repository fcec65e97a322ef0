import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { senOf } from './format';
import type { AmountValues, topUpSchema } from './moneySchemas';

interface AmountFormProps {
  /** A yup schema of `{amount}` (ringgit), its messages in the reader's language. */
  schema: ReturnType<typeof topUpSchema>;
  label: string;
  submit: string;
  hint?: string;
  /** Sends the amount (sen); a refusal's field message shows on the field, any other under the form. */
  onSubmit: (sen: number) => Promise<void>;
}

/** One amount in ringgit and a button: the top-up and the payout request. Nothing is sent while the amount is invalid. */
export const AmountForm = ({ schema, label, submit, hint, onSubmit }: AmountFormProps) => {
  const t = useT();
  const [message, setMessage] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<AmountValues>({ resolver: yupResolver(schema) });
  const send = async ({ amount }: AmountValues) => {
    setMessage(undefined);
    try {
      await onSubmit(senOf(amount));
      reset({ amount: undefined });
    } catch (error) {
      const field = fieldErrorsOf(error).amount;
      if (field) setError('amount', { message: field }, { shouldFocus: true });
      else setMessage(error instanceof Error && error.message ? error.message : t('app.errors.server'));
    }
  };
  const error = formState.errors.amount?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      <TextField
        {...register('amount')}
        label={label}
        autoComplete="off"
        size="small"
        required
        error={Boolean(error)}
        helperText={error ?? hint ?? ' '}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 0.25 }}>
        {submit}
      </Button>
      {message && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {message}
        </Alert>
      )}
    </Box>
  );
};
