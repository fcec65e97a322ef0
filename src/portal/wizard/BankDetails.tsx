import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import type { Setting } from '../../../server/app/settings/settings';
import { request } from '../../shared/request';
import { Facts } from '../bookings/DetailTables';
import { useT } from '../PortalLocale';

/** The resort's bank account (`GET /api/agent/bank-setting`, set by staff on the Settings screen). */
export type BankSetting = Setting<'bank'>;

export const bankSettingKey = ['agent', 'bank-setting'] as const;

/** Where a bank-in or cash deposit goes: the resort's account and what to write as the reference. */
export const BankDetails = () => {
  const t = useT();
  const bank = useQuery({ queryKey: bankSettingKey, queryFn: () => request<BankSetting>({ path: '/bank-setting', target: 'agent' }), staleTime: 300_000 });
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
