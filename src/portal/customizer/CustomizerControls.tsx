import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { colourOf, type ColourName } from '../theme/portalTheme';

/** A titled section of the customizer. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ px: 3, py: 1.5 }}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** One of several choices (layout, mode, navbar and footer types). */
export const Choice = <T extends string>({ label, value, choices, labelOf, onChange }: ChoiceProps<T>) => (
  <ToggleButtonGroup exclusive fullWidth size="small" color="primary" aria-label={label} value={value} onChange={(_, next: T | null) => next && onChange(next)}>
    {choices.map((choice) => (
      <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none', px: 0.75, lineHeight: 1.25 }}>
        {labelOf(choice)}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);

/** A colour choice drawn as swatches, each named for screen readers. */
export const ColourChoice = <T extends ColourName>({ label, value, choices, labelOf, onChange }: ChoiceProps<T>) => {
  const theme = useTheme();
  return (
    <ToggleButtonGroup exclusive aria-label={label} value={value} onChange={(_, next: T | null) => next && onChange(next)} sx={{ gap: 1, flexWrap: 'wrap' }}>
      {choices.map((choice) => {
        const { bg } = colourOf(theme, choice);
        return (
          <ToggleButton
            key={choice}
            value={choice}
            aria-label={labelOf(choice)}
            title={labelOf(choice)}
            sx={{ width: 34, height: 34, p: 0, borderRadius: '50% !important', border: '2px solid !important', borderColor: 'divider', bgcolor: `${bg} !important`, '&.Mui-selected': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 } }}
          />
        );
      })}
    </ToggleButtonGroup>
  );
};

/** An on/off setting. */
export const Toggle = ({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) => (
  <FormControlLabel sx={{ display: 'flex', justifyContent: 'space-between', mx: 0 }} labelPlacement="start" label={label} control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />} />
);
