import { request } from '../../shared/request';

import { OCCUPANCY_MAX, PAX_TYPES, type RateSheet, type SheetRate, type SheetRoomType } from '../../../server/app/booking/rateSheet.shape';

export { OCCUPANCY_MAX, PAX_TYPES } from '../../../server/app/booking/rateSheet.shape';
export type { PaxType, RateSheet, SheetRate, SheetRoomType } from '../../../server/app/booking/rateSheet.shape';

/** One sheet: the standard rates (no category) or a category's contract rates. */
export const fetchRateSheet = (periodId: string, agentCategoryId: string | null) =>
  request<RateSheet>({ path: `/package/period/${periodId}/rate-sheet`, payload: { agentCategoryId: agentCategoryId ?? '' } });

/** Replaces the whole sheet; a 400 carries field messages keyed `rates.<index>.<field>`. */
export const saveRateSheet = (periodId: string, agentCategoryId: string | null, rates: SheetRate[]) =>
  request<RateSheet>({ method: 'PUT', path: `/package/period/${periodId}/rate-sheet`, payload: { agentCategoryId, rates } });

/** A grid cell's key: room type, occupancy and pax type. */
export const cellKey = (roomTypeId: string, occupancy: number, paxType: string) => `${roomTypeId}|${occupancy}|${paxType}`;

/** The occupancies a room type is priced for: 1 to its max. pax, within what a rate may hold. */
export const occupanciesOf = (type: SheetRoomType) => Array.from({ length: Math.min(type.maxPax, OCCUPANCY_MAX) }, (_, i) => i + 1);

/** Sen as a cell shows them: ringgit with two decimals (18000 → "180.00"). */
export const senToText = (sen: number) => (sen / 100).toFixed(2);

/** A cell's text as sen: null when blank (no rate), NaN when it is not a number. */
export const textToSen = (text: string) => {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  // Money is integer sen: a third decimal rounds, as the project's money input does.
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

/** The cells of a sheet's stored rates, as text. */
export const cellsOf = (sheet: RateSheet) => Object.fromEntries(sheet.rates.map((r) => [cellKey(r.roomTypeId, r.occupancy, r.paxType), senToText(r.amount)]));

/**
 * The rates to send for the grid's cells, and the cell each one came from (to put the server's
 * `rates.<index>.*` messages back on it); cells that are not numbers come back as errors instead.
 */
export const ratesOfCells = (roomTypes: SheetRoomType[], cells: Record<string, string>) => {
  const rates: SheetRate[] = [];
  const keys: string[] = [];
  const invalid: string[] = [];
  for (const type of roomTypes)
    for (const occupancy of occupanciesOf(type))
      for (const paxType of PAX_TYPES) {
        const key = cellKey(type.id, occupancy, paxType);
        const amount = textToSen(cells[key] ?? '');
        if (amount === null) continue;
        if (Number.isNaN(amount)) invalid.push(key);
        else {
          rates.push({ roomTypeId: type.id, occupancy, paxType, amount });
          keys.push(key);
        }
      }
  return { rates, keys, invalid };
};

/** The server's field messages put on the cells they are about; any other message is returned apart. */
export const cellErrorsOf = (errors: Record<string, string>, keys: string[]) => {
  const cells: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^rates\.(\d+)\./.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key) cells[key] ??= message;
    else other[path] = message;
  }
  return { cells, other };
};
