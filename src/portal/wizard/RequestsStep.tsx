import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../wizard/validation';
import { useT } from '../localeContext';
import { useStepErrors } from './stepErrors';
import { useWizardContext, useWizardSend } from './wizardActor';

/** Step 5: special requests and food notes, within the lengths the resort sets. */
export const RequestsStep = () => {
  const t = useT();
  const send = useWizardSend();
  const { specialRequests, foodNotes, roomChoice } = useWizardContext();
  const error = useStepErrors('requests');
  const special = roomChoice?.details.rules.specialRequestMaxLength ?? LIMITS.defaultTextMax;
  const food = roomChoice?.details.rules.foodNotesMaxLength ?? LIMITS.defaultTextMax;
  return (
    <Stack spacing={3}>
      <TextField
        label={t('wizard.requests.special_requests')}
        value={specialRequests}
        multiline
        minRows={3}
        onChange={(e) => send({ type: 'requests.change', patch: { specialRequests: e.target.value } })}
        error={Boolean(error('specialRequests'))}
        helperText={error('specialRequests') ?? `${t('wizard.requests.hint', { max: special })} (${specialRequests.length}/${special})`}
      />
      <TextField
        label={t('wizard.requests.food_notes')}
        value={foodNotes}
        multiline
        minRows={2}
        onChange={(e) => send({ type: 'requests.change', patch: { foodNotes: e.target.value } })}
        error={Boolean(error('foodNotes'))}
        helperText={error('foodNotes') ?? `${t('wizard.requests.food_hint', { max: food })} (${foodNotes.length}/${food})`}
      />
    </Stack>
  );
};
