import type { FieldValues } from 'react-hook-form';
import type { DescribedQuote } from '../../../../server/app/pricing/describe';
import type { ReservationDetail } from '../../../shared/reservations';
import { moneyCall } from '../../money/moneyData';

/** What the server answers for a change, before (preview) and after saving. */
export interface ChangeSummary {
  before: { checkIn: string; checkOut: string; total: number; quote: DescribedQuote };
  after: { checkIn: string; checkOut: string; total: number; quote: DescribedQuote };
  difference: number;
  paid: number;
  followUp: 'pay' | 'refund' | 'none';
  amount: number;
  updatedAt: string;
  paymentStatus?: ReservationDetail['paymentStatus'];
  balanceDue?: number;
}

/** The booking as it stands, plus `booking` (rooms, add-ons, transfers) the API sends with a reservation. */
export type ChangeableReservation = ReservationDetail & {
  booking?: { rooms?: RoomRow[]; addons?: unknown[]; transport?: unknown[]; selectedChargeIds?: string[] };
};
interface RoomRow {
  roomId: string;
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
  foreignGuests?: boolean;
}

/** The form's starting values: the booking as it is now. */
export const valuesOf = (r: ChangeableReservation): FieldValues => ({
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  rooms: r.booking?.rooms ?? [],
  // Ids under other names: react-hook-form's field arrays keep their own `id` on each row.
  addons: ((r.booking?.addons ?? []) as { id: string }[]).map(({ id, ...addon }) => ({ ...addon, addonId: id })),
  transport: r.booking?.transport ?? [],
  specialRequests: r.specialRequests ?? '',
  guests: r.guests.map((g) => ({ guestId: g.id, fullName: g.fullName, email: g.email ?? '', phone: g.phones[0] ?? '' })),
});

const count = (value: unknown) => Number(value ?? 0) || 0;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The body of the change calls: the booking as the form has it. Guests are sent only where their name
 * or contact differs from the booking's (by id, so ages and documents stay as booked).
 */
export const bodyOf = (v: FieldValues, r: ChangeableReservation) => {
  const rows = (v.rooms ?? []) as RoomRow[];
  const transport = ((v.transport ?? []) as Record<string, unknown>[]).map((leg) => ({
    tripCostId: leg.tripCostId,
    ...Object.fromEntries(['date', 'departureTime', 'pickupPoint', 'dropLocation', 'dropTime', 'returnDate', 'returnDepartureTime'].map((k) => [k, text(leg[k])])),
    adults: count(leg.adults),
    children: count(leg.children),
    toddlers: count(leg.toddlers),
    infants: count(leg.infants),
  }));
  const guestUpdates = ((v.guests ?? []) as { guestId: string; fullName: string; email: string; phone: string }[]).flatMap((g) => {
    const was = r.guests.find((x) => x.id === g.guestId);
    if (!was) return [];
    const phones = g.phone?.trim() ? [g.phone.trim(), ...was.phones.slice(1)] : was.phones.slice(1);
    const changed = g.fullName?.trim() !== was.fullName || (g.email ?? '') !== (was.email ?? '') || JSON.stringify(phones) !== JSON.stringify(was.phones);
    return changed ? [{ id: g.guestId, fullName: g.fullName?.trim(), email: g.email?.trim() ?? '', phones }] : [];
  });
  return {
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    rooms: rows.map((room) => ({ roomId: room.roomId, adults: count(room.adults), children: count(room.children), toddlers: count(room.toddlers), infants: count(room.infants), foreignGuests: room.foreignGuests ?? false })),
    addons: ((v.addons ?? []) as Record<string, unknown>[]).map((a) => ({ id: a.addonId, adults: count(a.adults), children: count(a.children), units: count(a.units) })),
    transport,
    selectedChargeIds: r.booking?.selectedChargeIds ?? [],
    specialRequests: typeof v.specialRequests === 'string' ? v.specialRequests.trim() || null : null,
    ...(guestUpdates.length ? { guestUpdates } : {}),
  };
};
export type ChangeBody = ReturnType<typeof bodyOf>;

export const previewChange = (id: string, body: ChangeBody) => moneyCall<ChangeSummary>('POST', `/reservations/${id}/change/preview`, body);
export const saveChange = (id: string, body: ChangeBody, updatedAt: string) => moneyCall<ChangeSummary>('PUT', `/reservations/${id}/change`, { ...body, updatedAt });
