import type { SxProps, Theme } from '@mui/material/styles';

/** A bar's grid columns on its row (boardLayout.columnsOf). */
export interface Columns {
  start: number;
  end: number;
  openStart: boolean;
  openEnd: boolean;
}

/** The box of a bar: its columns, rounded where the stay starts and ends inside the window. */
export const barSx = (c: Columns): SxProps<Theme> & Record<string, unknown> => ({
  gridRow: 1,
  gridColumn: `${c.start} / ${c.end}`,
  alignSelf: 'center',
  height: 30,
  mx: '3px',
  px: 1,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: 12,
  fontWeight: 500,
  borderTopLeftRadius: c.openStart ? 0 : 8,
  borderBottomLeftRadius: c.openStart ? 0 : 8,
  borderTopRightRadius: c.openEnd ? 0 : 8,
  borderBottomRightRadius: c.openEnd ? 0 : 8,
  position: 'relative',
  minWidth: 0,
});
