import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { BankDetailsSection } from '../credits/BankDetailsForm';
import { walletApi, walletKeys } from '../credits/walletApi';
import { Section } from '../layout/Section';
import { useT, type Translate } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { DetailsForm } from './DetailsForm';
import { profileApi, profileKeys, type AgentProfile } from './profileApi';
import { PictureSection } from './PictureSection';

const label = (t: Translate, field: string) => t(`resources.travelagent.fields.${field}`);

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
