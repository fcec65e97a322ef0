import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WizardStep } from '../../../wizard/model';
import { quoteBodyOf } from '../../../wizard/requestBodies';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { useWizardApi } from './wizardApi';
import { useWizardContext } from './wizardActor';

/** Steps after the rooms are chosen and before the review (which shows the whole quote). */
const SHOWN_ON: readonly WizardStep[] = ['addons', 'transport', 'requests', 'promo'];

/**
 * The stay's total as chosen so far, priced by the server (`POST /quote`) whenever the choice changes:
 * the rooms, the add-ons, the transfers that name a trip and carry someone, and the promo code once
 * the server accepted it. Never added up in the browser.
 */
export const RunningTotal = ({ step }: { step: WizardStep }) => {
  const t = useT();
  const money = useMoney();
  const c = useWizardContext();
  const api = useWizardApi();
  const shown = SHOWN_ON.includes(step) && c.rooms.length > 0;
  const priceable = c.transport.filter((leg) => leg.tripCostId !== '' && leg.adults + leg.children + leg.toddlers + leg.infants > 0);
  const body = quoteBodyOf({ ...c, transport: priceable, promoCode: c.promo ? c.promoCode : '' });
  const total = useQuery({
    queryKey: ['wizard', api.target, 'running-total', body],
    queryFn: () => api.priceQuote(body),
    enabled: shown,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!shown || !total.data) return null;
  return (
    <Typography role="status" aria-label={t('wizard.total_so_far_label')} sx={{ fontWeight: 600 }}>
      {t('wizard.total_so_far', { total: money(total.data.total) })}
    </Typography>
  );
};
