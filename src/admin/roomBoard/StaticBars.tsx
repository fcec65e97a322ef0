import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha, useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../i18n/types';
import { datesOf } from '../../shared/dates';
import type { BoardRoom, HoldBar } from './boardApi';
import { stripes } from './barColours';
import { memo } from 'react';
import { barSx } from './barStyle';
import { columnsOf } from './boardLayout';

/** Rooms held by someone booking right now: striped, not movable (the hold ends by itself). */
export const HeldBar = memo(function HeldBar({ bar, first, days }: { bar: HoldBar; first: string; days: number }) {
  const columns = columnsOf(bar, { from: first, days });
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const time = datesOf(locale as Locale).time(bar.expiresAt);
  const title = bar.heldBy ? translate('app.roomBoard.bar.hold_by', { name: bar.heldBy, time }) : translate('app.roomBoard.bar.hold', { time });
  return (
    <Tooltip title={title}>
      <Box aria-label={title} tabIndex={0} sx={{ ...barSx(columns), zIndex: 1, color: 'secondary.dark', background: stripes(theme.palette.secondary.light), border: `1px dashed ${theme.palette.secondary.main}` }}>
        {translate('app.roomBoard.legend.hold')}
      </Box>
    </Tooltip>
  );
});

/** A period the room is out of order: hatched red across its nights, with the reason. */
export const OutOfOrderBand = memo(function OutOfOrderBand({ period, first, days }: { period: BoardRoom['outOfOrder'][number]; first: string; days: number }) {
  const columns = columnsOf(period, { from: first, days });
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('app.roomBoard.out_of_order.period', { note: period.note });
  return (
    <Tooltip title={title}>
      <Box aria-label={title} tabIndex={0} sx={{ ...barSx(columns), zIndex: 1, color: 'error.dark', fontWeight: 600, background: stripes(alpha(theme.palette.error.main, 0.25)), border: `1px solid ${theme.palette.error.main}` }}>
        {translate('app.roomBoard.legend.out_of_order')}
      </Box>
    </Tooltip>
  );
});
