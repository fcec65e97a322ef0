import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { Section } from './format';
import { bankSchema, type BankValues } from './moneySchemas';
import { walletApi, walletKeys, type BankDetails } from './walletApi';

const FIELDS = [
  ['accountName', 'name'],
  ['accountNumber', 'off'],
  ['bankName', 'off'],
  ['swiftCode', 'off'],
] as const;
const OPTIONAL: readonly string[] = ['swiftCode'];

const Form = ({ saved }: { saved: BankDetails }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const schema = useMemo(() => bankSchema(t), [t]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const defaultValues = { accountName: saved.accountName ?? '', accountNumber: saved.accountNumber ?? '', bankName: saved.bankName ?? '', swiftCode: saved.swiftCode ?? '' };
  const { register, handleSubmit, setError, formState } = useForm<BankValues>({ resolver: yupResolver(schema), defaultValues });
  const save = async (values: BankValues) => {
    setMessage(undefined);
    try {
      const stored = await walletApi.saveBankDetails({ ...values, swiftCode: values.swiftCode || null });
      queryClient.setQueryData(walletKeys.bank, stored);
      setMessage({ ok: true, text: t('app.portalMoney.bank.saved') });
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => FIELDS.some(([field]) => field === name));
      for (const [name, text] of fields) setError(name as keyof BankValues, { message: text });
      if (fields.length === 0) setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t('app.errors.server') });
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {FIELDS.map(([name, autoComplete]) => (
        <TextField
          key={name}
          {...register(name)}
          label={t(`app.portalMoney.bank.${name}`)}
          autoComplete={autoComplete}
          required={!OPTIONAL.includes(name)}
          size="small"
          margin="dense"
          error={Boolean(formState.errors[name])}
          helperText={formState.errors[name]?.message ?? ' '}
        />
      ))}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {message.text}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="outlined" disabled={formState.isSubmitting}>
          {t('app.portalMoney.bank.save')}
        </Button>
      </Box>
    </Box>
  );
};

/** Where payouts go (`GET/PUT /agent-info`): the agency admin's form. */
export const BankDetailsSection = () => {
  const t = useT();
  const { data, isError } = useQuery({ queryKey: walletKeys.bank, queryFn: walletApi.bankDetails });
  return (
    <Section title={t('app.portalMoney.bank.title')}>
      {isError ? <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert> : data ? <Form saved={data} /> : null}
    </Section>
  );
};
