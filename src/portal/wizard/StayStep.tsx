import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useDates } from '../bookings/format';
import { useT } from '../localeContext';
import { Busy } from './Busy';
import { BedAndSleeping } from './BedAndSleeping';
import { RoomOffers } from './RoomOffers';
import { addDays } from './roomChoice';
import { errorProps, useMessage, useStepErrors } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';
import { usePackages } from './wizardData';

/** What the availability part of the step shows, from the machine's state. */
const useAvailability = () =>
  WizardActor.useSelector((s) => {
    const stay = (state: 'checking' | 'waiting' | 'failed' | 'choosing') => s.matches({ editing: { steps: { stay: state } } });
    if (stay('checking') || stay('waiting')) return 'checking';
    if (stay('failed')) return 'failed';
    if (stay('choosing')) return 'choosing';
    return 'idle';
  });

/** Step 2: the package, its option (a period), the dates, then live availability, the rooms, bed type and who sleeps where. */
export const StayStep = () => {
  const t = useT();
  const send = useWizardSend();
  const text = useMessage();
  const dates = useDates();
  const { packageId, optionId, checkIn, checkOut, roomChoice, rooms, notice } = useWizardContext();
  const error = useStepErrors('stay');
  const packages = usePackages();
  const availability = useAvailability();
  const holding = WizardActor.useSelector((s) => s.matches({ editing: { hold: { active: 'pending' } } }));
  const chosen = packages.data?.find((p) => p.id === packageId);
  const option = chosen?.options.find((o) => o.id === optionId);

  // A check-in before the option's first bookable day (a draft from an earlier day) is not kept: the
  // server would refuse it, so the agent picks again from the dates offered.
  const stale = !!option && checkIn !== '' && checkIn < option.firstCheckIn;
  useEffect(() => {
    if (stale) send({ type: 'stay.change', patch: { checkIn: '', checkOut: '' } });
  }, [stale, send]);

  const changeCheckIn = (value: string) => send({ type: 'stay.change', patch: { checkIn: value, checkOut: value && chosen ? addDays(value, chosen.nights) : checkOut } });
  if (packages.data && packages.data.length === 0) return <Alert severity="info">{t('wizard.stay.no_packages')}</Alert>;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField select label={t('wizard.stay.package')} value={chosen ? packageId : ''} required size="small" sx={{ minWidth: 280 }} onChange={(e) => send({ type: 'stay.change', patch: { packageId: e.target.value, optionId: '' } })} {...errorProps(error('packageId'))}>
          {(packages.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('wizard.stay.option')} value={option ? optionId : ''} required size="small" sx={{ minWidth: 280 }} disabled={!chosen} onChange={(e) => send({ type: 'stay.change', patch: { optionId: e.target.value } })} {...errorProps(error('optionId'))}>
          {(chosen?.options ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name} ({t('wizard.stay.option_dates', { from: dates.day(o.startDate), to: dates.day(o.endDate) })})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {chosen?.description && (
        <Typography variant="body2" color="text.secondary">
          {chosen.description}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('wizard.stay.check_in')} type="date" value={checkIn} required size="small" onChange={(e) => changeCheckIn(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: option?.firstCheckIn, max: option?.endDate } }} {...errorProps(error('checkIn'))} />
        <TextField label={t('wizard.stay.check_out')} type="date" value={checkOut} required size="small" onChange={(e) => send({ type: 'stay.change', patch: { checkOut: e.target.value } })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: checkIn || undefined } }} {...errorProps(error('checkOut'))} />
      </Stack>
      <Stack spacing={2} component="section" aria-label={t('wizard.stay.rooms')} aria-busy={availability === 'checking'}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('wizard.stay.rooms')}
        </Typography>
        {availability === 'idle' && <Typography color="text.secondary">{t('wizard.stay.choose_first')}</Typography>}
        {availability === 'checking' && (
          <Busy text={t('wizard.stay.checking')} />
        )}
        {availability === 'failed' && (
          <Alert severity="error" action={<Button onClick={() => send({ type: 'availability.retry' })}>{t('wizard.actions.retry')}</Button>}>
            {text(notice) ?? t('wizard.stay.failed')}
          </Alert>
        )}
        {availability === 'choosing' && roomChoice && <RoomOffers offers={roomChoice.offers} />}
        {error('rooms') && (
          <Typography color="error" variant="body2" role="alert">
            {error('rooms')}
          </Typography>
        )}
        {holding && (
          <Busy text={t('wizard.stay.holding')} />
        )}
        {rooms.length > 0 && roomChoice && <BedAndSleeping details={roomChoice.details} />}
      </Stack>
    </Stack>
  );
};
