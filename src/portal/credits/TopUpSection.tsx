import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { formatMoney } from '../../../i18n/formatMoney';
import { canOpen, viewerOf, type MenuRule } from '../menu/menuRules';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { AmountForm } from './AmountForm';
import { Section } from './format';
import { goToGateway } from './gateway';
import { topUpSchema } from './moneySchemas';
import { walletApi, walletKeys } from './walletApi';

/** Who may top up (the server's `requireBooker`): approved agents whose agency role is admin or editor. */
export const TOP_UP_RULE: MenuRule = { agencyRoles: ['admin', 'editor'], approvedOnly: true };

/**
 * Top-up (`POST /wallet/top-up`): an amount within `/wallet-setting`'s bounds (spec: RM 100 to RM 1000,
 * typed in ringgit whatever the display currency), then the gateway's card page, which sends the
 * browser back to `/credits?payment=…&status=…`.
 */
export const TopUpSection = () => {
  const t = useT();
  const { user } = usePortalSession();
  const allowed = Boolean(user && canOpen(TOP_UP_RULE, viewerOf(user)));
  const setting = useQuery({ queryKey: walletKeys.setting, queryFn: walletApi.setting, enabled: allowed });
  const schema = useMemo(() => setting.data && topUpSchema(t, setting.data), [t, setting.data]);
  const [redirecting, setRedirecting] = useState(false);

  const topUp = async (sen: number) => {
    const { redirectUrl } = await walletApi.topUp(sen);
    setRedirecting(true);
    goToGateway(redirectUrl);
  };

  let content: ReactNode;
  if (!allowed) content = <Alert severity="info">{t('app.portalMoney.top_up.not_allowed')}</Alert>;
  else if (setting.isError) content = <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert>;
  else if (!schema || !setting.data) content = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (redirecting) content = <Alert severity="info">{t('app.portalMoney.top_up.redirecting')}</Alert>;
  else
    content = (
      <AmountForm
        schema={schema}
        label={t('app.portalMoney.top_up.amount')}
        submit={t('app.portalMoney.top_up.submit')}
        hint={t('app.portalMoney.top_up.hint', { min: formatMoney(setting.data.topUpMin), max: formatMoney(setting.data.topUpMax) })}
        onSubmit={topUp}
      />
    );
  return <Section title={t('app.portalMoney.top_up.title')}>{content}</Section>;
};
