import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ComponentType } from 'react';
import { DRAFT_KEY, persistDraft, restoreDraft, resumeStepOf } from '../../../wizard/draft';
import { WIZARD_STEPS, type WizardStep } from '../../../wizard/model';
import { Section } from '../layout/Section';
import { useT } from '../localeContext';
import { AddonsStep } from './AddonsStep';
import { Countdown } from './Countdown';
import { GuestsStep } from './GuestsStep';
import { PaymentStep } from './PaymentStep';
import { PromoStep } from './PromoStep';
import { RequestsStep } from './RequestsStep';
import { ReviewStep } from './ReviewStep';
import { StayStep } from './StayStep';
import { TransportStep } from './TransportStep';
import { TriedProvider, useMessage } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';
import { WizardNav } from './WizardNav';
import { WizardOutcome, type Ending } from './WizardOutcome';
import { WizardProgress } from './WizardProgress';

const STEP_SCREENS: Record<WizardStep, ComponentType> = { guests: GuestsStep, stay: StayStep, addons: AddonsStep, transport: TransportStep, requests: RequestsStep, promo: PromoStep, review: ReviewStep };
const ENDINGS: Ending[] = ['paid', 'awaitingReview', 'redirecting', 'paymentExpired', 'abandoned', 'paymentInterrupted'];
const STEPPER = [...WIZARD_STEPS, 'payment'] as const;

/** Keeps the draft saved (under `draftKey`: the agents' unless the host has its own) while the wizard runs, so a reload resumes it. */
export const DraftKeeper = ({ draftKey = DRAFT_KEY }: { draftKey?: string }) => {
  const actor = WizardActor.useActorRef();
  useEffect(() => persistDraft(actor, localStorage, draftKey).unsubscribe, [actor, draftKey]);
  return null;
};

/** Asks before leaving: the entered values go, and the held rooms are given back. */
const LeaveButton = () => {
  const t = useT();
  const send = useWizardSend();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)}>
        {t('wizard.leave')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="leave-title" aria-describedby="leave-content">
        <DialogTitle id="leave-title">{t('wizard.leave_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="leave-content">{t('wizard.leave_content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('wizard.keep')}
          </Button>
          <Button color="error" variant="contained" onClick={() => send({ type: 'wizard.cancel' })}>
            {t('wizard.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * The running wizard: stepper, hold countdown, the wizard's message, the current step and its navigation.
 * `Payment` is what follows the booking's creation: the agents' payment step unless the host says (the desk,
 * the guest site); `bookingPath` is where the host shows a booking (the agents' `/booking/:id` by default).
 * `holdStickyTop`, when given, keeps the hold's countdown in sight below the host's sticky header while the
 * page scrolls (on a phone the room list is long).
 */
export const WizardBody = ({
  onRestart,
  Payment = PaymentStep,
  bookingPath,
  holdStickyTop,
}: {
  onRestart: () => void;
  Payment?: ComponentType;
  bookingPath?: (id: string) => string;
  holdStickyTop?: Record<string, number>;
}) => {
  const t = useT();
  const text = useMessage();
  const [tried, setTried] = useState<Partial<Record<WizardStep, boolean>>>({});
  const where = WizardActor.useSelector((s) => resumeStepOf(s) ?? null);
  const ending = WizardActor.useSelector((s) => ENDINGS.find((e) => s.matches(e)) ?? null);
  const hold = WizardActor.useSelector((s) => (s.hasTag('holding') ? s.context.hold : null));
  const { notice } = useWizardContext();
  const step = where && where !== 'payment' ? where : null;
  const Screen = step ? STEP_SCREENS[step] : null;
  const active = ending ? STEPPER.length : STEPPER.indexOf(where ?? 'guests');
  return (
    <Stack spacing={3}>
      <WizardProgress steps={STEPPER} active={active} />
      {hold && (
        <Box sx={holdStickyTop ? { position: 'sticky', top: holdStickyTop, zIndex: 2 } : undefined}>
          <Countdown until={hold.expiresAt} messageKey="wizard.hold.held" labelKey="wizard.hold.label" />
        </Box>
      )}
      {notice && step && !['stay', 'transport', 'review'].includes(step) && (
        <Alert severity="warning" role="alert">
          {text(notice)}
        </Alert>
      )}
      {notice && step === 'stay' && (
        <Alert severity="warning" role="alert">
          {text(notice)}
        </Alert>
      )}
      {ending ? (
        <WizardOutcome ending={ending} onRestart={onRestart} bookingPath={bookingPath} />
      ) : where === 'payment' ? (
        <Payment />
      ) : step && Screen ? (
        <Section title={t(`wizard.steps.${step}`)}>
          <TriedProvider tried={tried[step] ?? false}>
            <Screen />
          </TriedProvider>
          <WizardNav step={step} onBlocked={() => setTried((all) => ({ ...all, [step]: true }))} />
        </Section>
      ) : null}
    </Stack>
  );
};

/** `/bookings/create`: the booking wizard, resumed from the saved draft while its hold lives. */
const BookingWizardPage = () => {
  const t = useT();
  const [run, setRun] = useState(0);
  const [input] = useState(() => restoreDraft(localStorage));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <div>
          <Typography variant="h5" component="h1">
            {t('wizard.title')}
          </Typography>
          <Typography color="text.secondary">{t('wizard.intro')}</Typography>
        </div>
      </Stack>
      <WizardActor.Provider key={run} options={{ input: run === 0 ? input : {} }}>
        <DraftKeeper />
        <WizardBody onRestart={() => setRun((n) => n + 1)} />
        <LeaveHere />
      </WizardActor.Provider>
    </Stack>
  );
};

/** The leave button while the booking is being built (not once it exists). */
export const LeaveHere = () => {
  const editing = WizardActor.useSelector((s) => s.matches('editing'));
  return editing ? (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <LeaveButton />
    </Stack>
  ) : null;
};

export default BookingWizardPage;
