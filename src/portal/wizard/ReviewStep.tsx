import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Facts, QuoteTable } from '../bookings/DetailTables';
import { useDates } from '../bookings/format';
import { useT } from '../PortalLocale';
import { Busy } from './Busy';
import { useMessage } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';
import { usePackages } from './wizardData';

/** Step 7: what will be booked, and the server's price line by line, before the booking is made. */
export const ReviewStep = () => {
  const t = useT();
  const dates = useDates();
  const text = useMessage();
  const send = useWizardSend();
  const c = useWizardContext();
  const packages = usePackages();
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
          [r('party'), r('party_text', { ...c.party })],
          [r('rooms'), `${c.rooms.length} · ${c.bedType}`],
          [r('guests'), c.guests.map((g) => g.fullName).join(', ')],
        ]}
      />
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
