import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WizardStep } from '../../../wizard/model';
import { useT } from '../localeContext';
import { RunningTotal } from './RunningTotal';
import { WizardActor, useWizardSend } from './wizardActor';

/**
 * Back and Next (Confirm booking on the review), under the server's running total of the stay. The machine decides whether the step may be left
 * (`can`); when it may not, the step's messages are shown instead. A promo code typed but not applied
 * is tried first.
 */
export const WizardNav = ({ step, onBlocked }: { step: WizardStep; onBlocked: () => void }) => {
  const t = useT();
  const send = useWizardSend();
  const canBack = WizardActor.useSelector((s) => s.can({ type: 'step.back' }));
  const canNext = WizardActor.useSelector((s) => s.can({ type: 'step.next' }));
  const canApply = WizardActor.useSelector((s) => s.matches({ editing: { steps: { promo: 'editing' } } }) && s.can({ type: 'promo.apply' }));
  const busy = WizardActor.useSelector((s) => s.hasTag('loading'));
  const next = () => {
    if (canNext) send({ type: 'step.next' });
    else if (canApply) send({ type: 'promo.apply' });
    else onBlocked();
  };
  return (
    <>
      <RunningTotal step={step} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Button onClick={() => send({ type: 'step.back' })} disabled={!canBack || step === 'guests'}>
          {t('wizard.actions.back')}
        </Button>
        <Button variant="contained" onClick={next} disabled={busy}>
          {step === 'review' ? t('wizard.actions.confirm') : t('wizard.actions.next')}
        </Button>
      </Stack>
    </>
  );
};
