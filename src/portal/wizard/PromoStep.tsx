import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { useWizardApi } from './wizardApi';
import { CodeRulesList } from '../promotions/CodeCard';
import type { CodeRules } from '../promotions/promotionsApi';
import { Busy } from './Busy';
import { useStepErrors } from './stepErrors';
import { WizardActor, useWizardContext, useWizardSend } from './wizardActor';

/** The rules of a code the server tried (`GET /promo-code-by-code/:code`), so a refusal or a success reads with them. */
const TriedCodeRules = ({ code }: { code: string }) => {
  const t = useT();
  const api = useWizardApi();
  const rules = useQuery({
    queryKey: ['wizard', api.target, 'promo-rules', code],
    queryFn: () => api.read<CodeRules>(`/promo-code-by-code/${encodeURIComponent(code)}`),
    retry: false,
    staleTime: 60_000,
  });
  if (!rules.data) return null;
  return (
    <Stack component="section" aria-label={t('wizard.promo.rules', { code })} spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {t('wizard.promo.rules', { code })}
      </Typography>
      <CodeRulesList code={rules.data} />
    </Stack>
  );
};

/** Step 6: a promo code, tried on the stay by the server before the booking is made. */
export const PromoStep = () => {
  const t = useT();
  const money = useMoney();
  const send = useWizardSend();
  const { promoCode, promo } = useWizardContext();
  const error = useStepErrors('promo');
  const checking = WizardActor.useSelector((s) => s.matches({ editing: { steps: { promo: 'checking' } } }));
  const refused = WizardActor.useSelector((s) => s.matches({ editing: { steps: { promo: 'refused' } } }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'promo.apply' });
  };
  return (
    <Stack spacing={2} component="form" onSubmit={apply} noValidate>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('wizard.promo.code')}
          value={promoCode}
          size="small"
          onChange={(e) => send({ type: 'promo.change', promoCode: e.target.value.toUpperCase() })}
          error={Boolean(error('promoCode'))}
          helperText={error('promoCode') ?? t('wizard.promo.hint')}
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
        />
        <Button type="submit" variant="outlined" disabled={!promoCode.trim() || checking || promo !== null}>
          {t('wizard.actions.apply_promo')}
        </Button>
        {promo && <Button onClick={() => send({ type: 'promo.change', promoCode: '' })}>{t('wizard.promo.remove')}</Button>}
      </Stack>
      {checking && (
        <Busy text={t('wizard.promo.checking')} />
      )}
      {promo && <Alert severity="success">{t('wizard.promo.applied', { code: promo.promoCode, discount: money(promo.discount) })}</Alert>}
      {(promo || refused) && <TriedCodeRules code={promoCode.trim()} />}
    </Stack>
  );
};
