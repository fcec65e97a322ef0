import { addDays, dayNumber } from '../../../server/app/pricing/nights';

/** Row height of a room, in pixels: also the step of a keyboard move (one room up or down). */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 48;
/** The room column and a day's column, on a desk screen and on a phone. */
export const ROOM_WIDTH = { xs: 136, md: 240 } as const;
export const DAY_WIDTH = { xs: 46, md: 56 } as const;

/** The days of a window `[from, to)`. */
export const daysOf = (from: string, to: string) => {
  const count = (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
};

/**
 * The grid columns a stay covers on the board, clipped to the window: column 1 is the room, day i is
 * column i + 2, a night ends where the next one starts.
 */
export const columnsOf = (stay: { from: string; to: string }, window: { from: string; days: number }) => {
  const start = (dayNumber(stay.from) ?? 0) - (dayNumber(window.from) ?? 0);
  const end = (dayNumber(stay.to) ?? 0) - (dayNumber(window.from) ?? 0);
  return { start: Math.max(0, start) + 2, end: Math.min(window.days, end) + 2, openStart: start < 0, openEnd: end > window.days };
};

export { addDays };
