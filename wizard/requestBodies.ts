import { dialCodeOf } from '../resources/dialCodes';
import type { PromoTrial, HoldRequest, RoomSearch } from './api';
import type { QuoteBody, ReservationBody } from './apiTypes';
import type { GuestDraft, TransportDraft, WizardValues } from './model';

/**
 * The server's request bodies, built from what the wizard holds. Pure functions: the machines call
 * them to give each invoked call its input.
 */

/** Blank optional text is left out: the server's time and date rules take a value or nothing. */
const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A room is foreign (Tourism Tax) when a non-Malaysian guest sleeps in it. */
const foreignIn = (guests: readonly GuestDraft[], roomIndex: number) => guests.some((g) => g.roomIndex === roomIndex && g.nonMalaysian);

const legOf = (leg: TransportDraft) => ({
  tripCostId: leg.tripCostId,
  date: given(leg.date),
  departureTime: given(leg.departureTime),
  // Pick-up point, drop location and time belong to land transfers; a return trip has its way back.
  ...(leg.transportType === 'land' ? { pickupPoint: given(leg.pickupPoint), dropLocation: given(leg.dropLocation), dropTime: given(leg.dropTime) } : {}),
  ...(leg.tripType === 'return' ? { returnDate: given(leg.returnDate), returnDepartureTime: given(leg.returnDepartureTime) } : {}),
  adults: leg.adults,
  children: leg.children,
  toddlers: leg.toddlers,
  infants: leg.infants,
});

/** `POST /rooms-availability` for the stay and the party. */
export const roomSearchOf = (v: WizardValues): RoomSearch => ({ packageId: v.packageId, checkIn: v.checkIn, checkOut: v.checkOut, pax: { ...v.party } });

/** `POST /temp-room-block/:packageId` for the chosen rooms. */
export const holdRequestOf = (v: WizardValues): HoldRequest => ({ packageId: v.packageId, checkIn: v.checkIn, checkOut: v.checkOut, roomIds: v.rooms.map((r) => r.roomId) });

/**
 * The promo code a booking carries: the one entered. The promo step lets the agent on only once the
 * server accepted it (or it is empty), and the review prices it again, so what is quoted is what is booked.
 */
const codeOf = (v: WizardValues) => (v.promoCode.trim() ? { promoCode: v.promoCode.trim() } : {});

/** `POST /quote`: the stay as chosen so far, with its promo code. */
export const quoteBodyOf = (c: WizardValues): QuoteBody => ({
  packageId: c.packageId,
  checkIn: c.checkIn,
  checkOut: c.checkOut,
  rooms: c.rooms.map((r, i) => ({ roomTypeId: r.roomTypeId, adults: r.adults, children: r.children, toddlers: r.toddlers, infants: r.infants, foreignGuests: foreignIn(c.guests, i) })),
  addons: c.addons.map((a) => ({ ...a })),
  transport: c.transport.map(legOf),
  ...codeOf(c),
});

/** `POST /reservations/check-package-discounts/:packageId`: the stay with the code to try. */
export const promoTrialOf = (v: WizardValues): PromoTrial => {
  const { packageId, ...stay } = quoteBodyOf({ ...v, promoCode: '' });
  return { packageId, body: { ...stay, promoCode: v.promoCode.trim() } };
};

const guestOf = (g: GuestDraft) => ({
  roomIndex: g.roomIndex,
  fullName: g.fullName,
  chineseName: given(g.chineseName),
  // The step rules require an age before booking; were one missing, JSON's null comes back as the server's field error.
  age: g.age ?? Number.NaN,
  idNumber: g.idNumber,
  nonMalaysian: g.nonMalaysian,
  seniorCitizen: g.seniorCitizen,
  disabled: g.disabled,
  vegetarian: g.vegetarian,
  email: g.email.trim(),
  phones: g.phones.map((p) => p.trim()).filter(Boolean),
  address: given(g.address),
  city: given(g.city),
  postcode: given(g.postcode),
  area: given(g.area),
  state: given(g.state),
  country: g.country,
  // The form shows the guest's country's code until another is chosen; what it shows is what is booked.
  countryCode: given(g.countryCode || (g.phones.some((p) => p.trim()) ? (dialCodeOf(g.country) ?? '') : '')),
});

/** `POST /agent-reservations`: the held rooms become the booking. */
export const reservationBodyOf = (c: WizardValues, holdId: string): ReservationBody => {
  const quote = quoteBodyOf(c);
  return {
    holdId,
    packageId: c.packageId,
    // The option chosen on the stay step: stored on the booking (the server checks it holds the check-in).
    ...(c.optionId ? { packagePeriodId: c.optionId } : {}),
    rooms: c.rooms.map((r, i) => ({ roomId: r.roomId, adults: r.adults, children: r.children, toddlers: r.toddlers, infants: r.infants, foreignGuests: foreignIn(c.guests, i) })),
    guests: c.guests.map(guestOf),
    reservationName: given(c.reservationName),
    bedType: c.bedType,
    leadSourceId: c.leadSourceId,
    specialRequests: given(c.specialRequests),
    foodNotes: given(c.foodNotes),
    addons: quote.addons,
    transport: quote.transport,
    ...codeOf(c),
  };
};
