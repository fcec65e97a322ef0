import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddonDraft } from '../../../wizard/model';
import { useMoney } from '../money/currencyContext';
import { useT } from '../localeContext';
import { CountField } from './CountField';
import { useStepErrors } from './stepErrors';
import { useWizardContext, useWizardSend } from './wizardActor';
import { useAddons, type Addon } from './wizardData';

const NONE: AddonDraft = { id: '', adults: 0, children: 0, units: 0 };

/** Step 3: add-ons by category, each with its price and how many (per person: adults and children; per unit: units). */
export const AddonsStep = () => {
  const t = useT();
  const money = useMoney();
  const send = useWizardSend();
  const { addons } = useWizardContext();
  const error = useStepErrors('addons');
  const catalogue = useAddons();
  const current = (id: string) => addons.find((a) => a.id === id) ?? { ...NONE, id };
  const change = (id: string, patch: Partial<AddonDraft>) => {
    const next = { ...current(id), ...patch };
    const rest = addons.filter((a) => a.id !== id);
    send({ type: 'addons.change', addons: next.adults + next.children + next.units > 0 ? [...rest, next] : rest });
  };
  const priceOf = (addon: Addon) => {
    const unit = t(`wizard.addons.${addon.priceType.replace('-', '_')}`);
    const child = addon.childPrice !== null && addon.priceType !== 'per-unit' ? `, ${t('wizard.addons.child_price', { price: money(addon.childPrice) })}` : '';
    return `${money(addon.price)} ${unit}${child}`;
  };
  if (catalogue.data?.length === 0) return <Alert severity="info">{t('wizard.addons.none')}</Alert>;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('wizard.addons.intro')}</Typography>
      {(catalogue.data ?? []).map((category) => (
        <Stack key={category.id} spacing={1} component="section" aria-label={category.name}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {category.name}
          </Typography>
          {category.addons.map((addon) => {
            const chosen = current(addon.id);
            const index = addons.findIndex((a) => a.id === addon.id);
            return (
              <Box key={addon.id} role="group" aria-label={addon.name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: '1 1 260px' }}>
                  <Typography sx={{ fontWeight: 500 }}>{addon.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {priceOf(addon)}
                  </Typography>
                </Box>
                {addon.priceType === 'per-unit' ? (
                  <CountField label={t('wizard.addons.units')} value={chosen.units} max={100} onChange={(units) => change(addon.id, { units })} error={index >= 0 ? error(`addons.${index}.units`) : undefined} />
                ) : (
                  <>
                    <CountField label={t('wizard.fields.adults')} value={chosen.adults} onChange={(adults) => change(addon.id, { adults })} error={index >= 0 ? error(`addons.${index}.adults`) : undefined} />
                    <CountField label={t('wizard.fields.children')} value={chosen.children} onChange={(children) => change(addon.id, { children })} error={index >= 0 ? error(`addons.${index}.children`) : undefined} />
                  </>
                )}
              </Box>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
};
