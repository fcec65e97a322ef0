import { resources } from '../../../resources';

/**
 * The rate sheet's shape, shared by the API (rateSheet.service.ts) and the package editor
 * (src/admin/packages/rateSheet.ts): no runtime imports beyond the resource definitions, so the
 * browser bundle takes nothing of the server with it.
 */
const rateFields = resources['package-rates'].fields;

/** The pax types a rate is for (the package-rates definition's choices), in the grid's order. */
export const PAX_TYPES = rateFields.paxType.choices;
export type PaxType = (typeof PAX_TYPES)[number];
/** The generic resource's own bound: no sheet row may hold what `POST /package-rates` would refuse. */
export const OCCUPANCY_MAX = rateFields.occupancy.max;

export interface SheetRate {
  roomTypeId: string;
  occupancy: number;
  paxType: PaxType;
  amount: number;
}

export interface SheetRoomType {
  id: string;
  name: string;
  maxPax: number;
  maxAdults: number;
  maxChildren: number;
}

/** `GET /api/admin/package/period/:id/rate-sheet`. */
export interface RateSheet {
  period: { id: string; name: string };
  agentCategoryId: string | null;
  roomTypes: SheetRoomType[];
  rates: SheetRate[];
}
