import type { Theme } from '@mui/material/styles';

/** Bar colours by booking status, in the palette of the status chips (src/shared/statusColours.ts). */
const STATUS_PALETTE = { Pending: 'warning', Upcoming: 'info', InHouse: 'success' } as const;

/** The fill and text colour of a booking's bar; stays that are over or gone are grey. */
export const barColours = (theme: Theme, status: string) => {
  const key = STATUS_PALETTE[status as keyof typeof STATUS_PALETTE];
  if (!key) return { background: theme.palette.grey[theme.palette.mode === 'dark' ? 700 : 400], color: theme.palette.getContrastText(theme.palette.grey[400]) };
  return { background: theme.palette[key].main, color: theme.palette[key].contrastText };
};

/** The legend's keys: booking statuses, then holds and out-of-order periods. */
export const LEGEND = ['Pending', 'Upcoming', 'InHouse', 'Completed', 'hold', 'out_of_order'] as const;

/** Diagonal stripes: a hold (waiting to be booked) and an out-of-order period read as "not a guest". */
export const stripes = (colour: string) => `repeating-linear-gradient(135deg, ${colour} 0 6px, transparent 6px 12px)`;
