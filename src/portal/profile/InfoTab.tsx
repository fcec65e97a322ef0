import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { PHONE_RULE } from '../../../resources/phoneRule';
import { travelAgents } from '../../../resources/travelagent';
import { fieldErrorsOf } from '../api';
import { BankDetailsSection } from '../credits/BankDetailsForm';
import { walletApi, walletKeys } from '../credits/walletApi';
import { CountryField } from '../layout/CountryField';
import { Section } from '../layout/Section';
import { useT, type Translate } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { profileApi, profileKeys, type AgentProfile, type ProfileField } from './profileApi';
import { PictureSection } from './PictureSection';

const FIELDS: readonly { name: ProfileField; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'phone', autoComplete: 'tel' },
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'licenseNumber', autoComplete: 'off' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
];

/** The longest value the travel agent definition allows for a field. */
const maxOf = (name: ProfileField) => {
  const field = travelAgents.fields[name];
  return 'maxLength' in field && field.maxLength ? field.maxLength : 255;
};

/** The server's rules, read from the same travel agent definition: required names and phone, lengths, the phone rule. */
const profileSchema = (t: Translate) => {
  const text = (name: ProfileField) => yup.string().trim().default('').max(maxOf(name), t('ra.validation.maxLength', { max: maxOf(name) }));
  const required = t('ra.validation.required');
  return yup.object({
    firstName: text('firstName').required(required),
    lastName: text('lastName').required(required),
    phone: text('phone').required(required).matches(PHONE_RULE, t('app.validation.phone')),
    companyName: text('companyName'),
    licenseNumber: text('licenseNumber'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
  });
};

type Values = yup.InferType<ReturnType<typeof profileSchema>>;

const label = (t: Translate, field: string) => t(`resources.travelagent.fields.${field}`);

const DetailsForm = ({ profile }: { profile: AgentProfile }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { user, updateUser } = usePortalSession();
  const schema = useMemo(() => profileSchema(t), [t]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const defaultValues = Object.fromEntries(FIELDS.map(({ name }) => [name, profile[name] ?? ''])) as Values;
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues });
  const save = async (values: Values) => {
    setMessage(undefined);
    try {
      const saved = await profileApi.saveProfile(profile.id, values);
      queryClient.setQueryData(profileKeys.profile(profile.id), saved);
      // The navbar's name and initials come from the session's user.
      if (user) updateUser({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      setMessage({ ok: true, text: t('app.portalProfile.info.saved') });
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => FIELDS.some((f) => f.name === name));
      for (const [name, text] of fields) setError(name as ProfileField, { message: text });
      if (fields.length === 0) setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t('app.errors.server') });
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {FIELDS.map(({ name, autoComplete }) => {
        const field = travelAgents.fields[name];
        if (field.type === 'country')
          return (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field: input, fieldState }) => (
                <CountryField {...input} inputRef={input.ref} label={label(t, name)} size="small" margin="dense" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
              )}
            />
          );
        return (
          <TextField
            key={name}
            {...register(name)}
            label={label(t, name)}
            autoComplete={autoComplete}
            required={'required' in field && field.required === true}
            size="small"
            margin="dense"
            error={Boolean(formState.errors[name])}
            helperText={formState.errors[name]?.message ?? ' '}
            slotProps={name === 'phone' ? { htmlInput: { dir: 'ltr', inputMode: 'tel' } } : undefined}
          />
        );
      })}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {message.text}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('app.portalProfile.info.save')}
        </Button>
      </Box>
    </Box>
  );
};

/** A read-only line: what the resort sets. */
const Fact = ({ name, value }: { name: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {name}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

const Account = ({ profile }: { profile: AgentProfile }) => {
  const t = useT();
  const choice = (field: string, code: string) => t(`resources.travelagent.choices.${field}.${code}`, { _: code });
  const category = profile.category ? t('app.portalProfile.info.category_value', { name: profile.category.name, percent: profile.category.commissionPercent }) : t('app.portalProfile.info.none');
  return (
    <Section title={t('app.portalProfile.info.account')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}>
        <Fact name={label(t, 'email')} value={profile.email} />
        <Fact name={label(t, 'agentType')} value={choice('agentType', profile.type.code)} />
        <Fact name={t('app.portalProfile.info.category')} value={category} />
        <Fact name={label(t, 'status')} value={choice('status', profile.status.code)} />
        <Fact name={label(t, 'agencyRole')} value={choice('agencyRole', profile.agencyRole)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('app.portalProfile.info.resort_sets')}
      </Typography>
    </Section>
  );
};

/** Agents other than the agency's admin see where payouts go, without changing it. */
const BankDetailsReadOnly = () => {
  const t = useT();
  const bank = useQuery({ queryKey: walletKeys.bank, queryFn: walletApi.bankDetails });
  const fields = ['accountName', 'accountNumber', 'bankName', 'swiftCode'] as const;
  return (
    <Section title={t('app.portalProfile.info.bank_title')}>
      <Alert severity="info">{t('app.portalProfile.info.bank_admin_only')}</Alert>
      {bank.isError && <Alert severity="error">{t('app.portalProfile.load_failed')}</Alert>}
      {bank.data &&
        (bank.data.accountNumber ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {fields.map((name) => (
              <Fact key={name} name={t(`app.portalMoney.bank.${name}`)} value={bank.data[name] ?? t('app.portalProfile.info.none')} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('app.portalProfile.info.bank_not_given')}</Typography>
        ))}
    </Section>
  );
};

/** The Info tab: the agent's picture, its own details (editable), what the resort sets (read-only) and the bank details. */
export const InfoTab = () => {
  const t = useT();
  const { user } = usePortalSession();
  const id = user?.id ?? '';
  const profile = useQuery({ queryKey: profileKeys.profile(id), queryFn: () => profileApi.profile(id), enabled: id !== '' });
  const mayChangeBank = user?.agencyRole === 'admin' && user.status?.code === 'A';
  if (profile.isPending) return <CircularProgress aria-label={t('app.loading')} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  if (profile.isError) return <Alert severity="error">{t('app.portalProfile.load_failed')}</Alert>;
  return (
    <>
      <PictureSection profile={profile.data} />
      <Section title={t('app.portalProfile.info.details')}>
        <DetailsForm profile={profile.data} />
      </Section>
      <Account profile={profile.data} />
      {mayChangeBank ? <BankDetailsSection /> : <BankDetailsReadOnly />}
    </>
  );
};
