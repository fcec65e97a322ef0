import AddRoad from '@mui/icons-material/AddRoad';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransportDraft } from '../../../wizard/model';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { useWizardTransfers } from './wizardData';
import { Busy } from './Busy';
import { useMessage } from './stepErrors';
import { TransferForm } from './TransferForm';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';

/** The transfer rules the server holds bookings to, in words (from `GET /booking-details`). */
const TransferRules = () => {
  const t = useT();
  const money = useMoney();
  const rules = useWizardContext().roomChoice?.details.transport;
  if (!rules) return null;
  const tr = (key: string, args?: Record<string, unknown>) => t(`wizard.transport.${key}`, args);
  return (
    <Alert severity="info" component="section" aria-label={tr('rules_title')}>
      <AlertTitle>{tr('rules_title')}</AlertTitle>
      <Typography variant="body2">
        {rules.charterBoats.length
          ? tr('rule_charter', { boats: rules.charterBoats.map((b) => b.seats).join(' / '), earliest: rules.charterWindow.earliest, latest: rules.charterWindow.latest })
          : tr('rule_charter_none')}
      </Typography>
      <Typography variant="body2">{tr('rule_seat', { toddler: money(rules.toddlerBoatTicket) })}</Typography>
      <Typography variant="body2">{tr('rule_infant')}</Typography>
      <Typography variant="body2">{tr('rule_capacity')}</Typography>
    </Alert>
  );
};

/** Step 4: land and boat transfers, priced by the server as they are entered. */
export const TransportStep = () => {
  const t = useT();
  const money = useMoney();
  const text = useMessage();
  const send = useWizardSend();
  const { transport, party, checkIn, quote, notice, roomChoice } = useWizardContext();
  const rules = roomChoice?.details.transport;
  const transfers = useWizardTransfers();
  const pricing = WizardActor.useSelector((s) => s.hasTag('loading'));
  const refused = WizardActor.useSelector((s) => s.matches({ editing: { steps: { transport: 'refused' } } }));
  const settled = WizardActor.useSelector((s) => s.matches({ editing: { steps: { transport: 'settled' } } }));
  const change = (legs: TransportDraft[]) => send({ type: 'transport.change', transport: legs });
  const add = () =>
    change([...transport, { tripCostId: '', transportType: 'boat', tripType: 'one-way', date: checkIn, departureTime: '', pickupPoint: '', dropLocation: '', dropTime: '', returnDate: '', returnDepartureTime: '', ...party }]);
  const transportLines = (quote?.lines ?? []).filter((line) => line.kind === 'transport');
  if (transfers.data?.length === 0) return <Alert severity="info">{t('wizard.transport.none')}</Alert>;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('wizard.transport.intro')}</Typography>
      <TransferRules />
      {transport.map((leg, index) => (
        <TransferForm key={index} leg={leg} index={index} transfers={transfers.data ?? []} onChange={(next) => change(transport.map((l, i) => (i === index ? next : l)))} onRemove={() => change(transport.filter((_, i) => i !== index))} />
      ))}
      <div>
        <Button startIcon={<AddRoad />} onClick={add}>
          {t('wizard.transport.add')}
        </Button>
      </div>
      {pricing && (
        <Busy text={t('wizard.transport.pricing')} />
      )}
      {refused && (
        <Alert severity="error" role="alert" action={<Button onClick={() => send({ type: 'quote.retry' })}>{t('wizard.actions.retry')}</Button>}>
          {text(notice) ?? t('wizard.transport.refused')}
        </Alert>
      )}
      {settled && transportLines.length > 0 && (
        <Stack component="section" aria-label={t('wizard.transport.price')} spacing={0.5}>
          <Typography variant="subtitle2" component="h2">
            {t('wizard.transport.price')}
          </Typography>
          {transportLines.map((line, i) => (
            <Typography key={i} variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 640 }}>
              <span>{line.description}</span>
              <span dir="ltr">{line.direction === 'credit' ? `− ${money(line.total)}` : money(line.total)}</span>
            </Typography>
          ))}
          {/* Where a toddler's ticket is priced, the spec's rule says why. */}
          {transportLines.some((line) => line.label.args.paxType === 'toddler') && (
            <Typography variant="caption" color="text.secondary">
              {t('wizard.transport.toddler_note', { ticket: money(rules?.toddlerBoatTicket ?? 0) })}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
};
