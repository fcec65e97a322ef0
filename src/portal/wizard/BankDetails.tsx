import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import type { Setting } from '../../../server/app/settings/settings';
import { Facts } from '../bookings/DetailTables';
import { useT } from '../localeContext';
import { useWizardApi } from './wizardApi';

/** The resort's bank account (`GET /bank-setting` of the payer's API, set by staff on the Settings screen). */
export type BankSetting = Setting<'bank'>;

/** Where a bank-in or cash deposit goes: the resort's account and what to write as the reference. */
export const BankDetails = () => {
  const t = useT();
  const api = useWizardApi();
  const bank = useQuery({ queryKey: ['wizard', api.target, 'bank-setting'], queryFn: () => api.read<BankSetting>('/bank-setting'), staleTime: 300_000 });
  const b = (key: string) => t(`wizard.payment.bank.${key}`);
  if (!bank.data) return null;
  const { bankName, accountName, accountNumber, swift, referenceInstructions } = bank.data;
  if (!bankName || !accountNumber) return <Alert severity="warning">{b('missing')}</Alert>;
  const items: [string, string][] = [
    [b('bank_name'), bankName],
    [b('account_name'), accountName],
    [b('account_number'), accountNumber],
    ...(swift ? [[b('swift'), swift] as [string, string]] : []),
  ];
  return (
    <Alert severity="info" icon={false} role="region" aria-label={b('title')}>
      <AlertTitle>{b('title')}</AlertTitle>
      <Facts items={items} />
      {referenceInstructions && <p style={{ marginBottom: 0 }}>{referenceInstructions}</p>}
    </Alert>
  );
};
