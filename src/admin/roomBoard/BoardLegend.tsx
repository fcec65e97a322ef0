import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { barColours, LEGEND, stripes } from './barColours';

const swatch = (key: (typeof LEGEND)[number], theme: Theme) => {
  if (key === 'hold') return { background: stripes(theme.palette.secondary.light), border: `1px dashed ${theme.palette.secondary.main}` };
  if (key === 'out_of_order') return { background: stripes(alpha(theme.palette.error.main, 0.25)), border: `1px solid ${theme.palette.error.main}` };
  return { background: barColours(theme, key).background };
};

/** What the bars' colours mean. */
export const BoardLegend = () => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {LEGEND.map((key) => (
        <Stack key={key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 16, height: 12, borderRadius: 0.5, ...swatch(key, theme) }} />
          <Typography variant="caption">{translate(`app.roomBoard.legend.${key}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
};
