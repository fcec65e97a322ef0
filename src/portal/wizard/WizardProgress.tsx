import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useT } from '../localeContext';

/**
 * Where the agent is in the wizard: the whole stepper where it fits (900 px and wider); on phones and small
 * tablets, where eight steps cannot show side by side, "Step 3 of 8: Add-ons" over a progress bar.
 * `active` past the last step means every step is done.
 */
export const WizardProgress = ({ steps, active }: { steps: readonly string[]; active: number }) => {
  const t = useT();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (!narrow)
    return (
      <Stepper activeStep={active} alternativeLabel sx={{ pb: 1 }}>
        {steps.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`wizard.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    );
  const current = Math.min(active, steps.length - 1);
  const text = t('wizard.progress', { n: current + 1, total: steps.length, step: t(`wizard.steps.${steps[current]}`) });
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{text}</Typography>
      <LinearProgress variant="determinate" value={(Math.min(active + 1, steps.length) / steps.length) * 100} aria-label={text} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
};
