import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { paxSummary } from '../../../i18n/paxSummary';
import { quoteBodyOf } from '../../../wizard/requestBodies';
import { Facts, QuoteTable } from '../bookings/DetailTables';
import { useDates } from '../bookings/format';
import { LegItem } from '../bookings/TransfersSection';
import { useT } from '../localeContext';
import { Busy } from './Busy';
import { useMessage } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';
import { usePackages, useWizardTransfers } from './wizardData';

/** Step 7: what will be booked, and the server's price line by line, before the booking is made. */
export const ReviewStep = () => {
  const t = useT();
  const dates = useDates();
  const text = useMessage();
  const send = useWizardSend();
  const c = useWizardContext();
  const packages = usePackages();
  const transfers = useWizardTransfers();
  const step = WizardActor.useSelector((s) => (s.matches({ editing: { steps: { review: 'quoting' } } }) ? 'quoting' : s.matches({ editing: { steps: { review: 'failed' } } }) ? 'failed' : s.matches({ editing: { steps: 'creating' } }) ? 'creating' : 'ready'));
  const r = (key: string, args?: Record<string, unknown>) => t(`wizard.review.${key}`, args);
  const pkg = packages.data?.find((p) => p.id === c.packageId);
  const option = pkg?.options.find((o) => o.id === c.optionId);
  return (
    <Stack spacing={3}>
      <Facts
        items={[
          [r('package'), `${pkg?.name ?? ''}${option ? ` · ${option.name}` : ''}`],
          [r('stay'), `${c.checkIn ? dates.day(c.checkIn) : ''} – ${c.checkOut ? dates.day(c.checkOut) : ''}`],
          [r('party'), paxSummary(c.party, t)],
          [r('rooms'), `${c.rooms.length} · ${c.bedType}`],
          [r('guests'), c.guests.map((g) => g.fullName).join(', ')],
          ...(c.promoCode.trim() ? [[r('promo_code'), c.promoCode.trim()] as [string, string]] : []),
        ]}
      />
      <Facts
        items={[
          [r('special_requests'), c.specialRequests.trim() || r('none')],
          [r('food_notes'), c.foodNotes.trim() || r('none')],
        ]}
      />
      <Stack component="section" aria-label={r('transfers')} spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {r('transfers')}
        </Typography>
        {c.transport.length === 0 ? (
          <Typography color="text.secondary">{r('no_transfers')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {/* The legs as they will be booked: the same body the quote and the booking are sent. */}
            {quoteBodyOf(c).transport?.map((leg, i) => <LegItem key={i} leg={leg} trip={transfers.data?.find((x) => x.id === leg.tripCostId)} />)}
          </Box>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {r('price')}
      </Typography>
      {(step === 'quoting' || step === 'creating') && (
        <Busy text={step === 'quoting' ? r('quoting') : r('creating')} />
      )}
      {step === 'failed' && (
        <Alert severity="error" role="alert" action={<Button onClick={() => send({ type: 'quote.retry' })}>{t('wizard.actions.retry')}</Button>}>
          {text(c.notice) ?? r('failed')}
        </Alert>
      )}
      {step !== 'quoting' && c.quote && <QuoteTable quote={c.quote} />}
    </Stack>
  );
};
