import type { CharterBoat, TransportRules } from './types';

/**
 * The transport constants of spec section 9, named so tests and screens can quote them. The database can override
 * each one through `QuoteInput.transportRules` (charter vehicles and their prices, pax-setting boat tickets);
 * whatever it leaves out keeps the spec's value.
 */

/** "Charter speed boat: RM 650 for 12 seats". */
export const CHARTER_BOAT_12_SEATS: CharterBoat = { name: 'Charter speed boat (12 seats)', seats: 12, price: 65_000 };

/** "…RM 900 for 24 seats". */
export const CHARTER_BOAT_24_SEATS: CharterBoat = { name: 'Charter speed boat (24 seats)', seats: 24, price: 90_000 };

/** "Charter boats scheduled between 8:00 am and 3:00 pm", both ends allowed. */
export const CHARTER_EARLIEST_DEPARTURE = '08:00';
export const CHARTER_LATEST_DEPARTURE = '15:00';

/** "Toddler (1 to 3 years) boat ticket RM200", per way. */
export const TODDLER_BOAT_TICKET = 20_000;

/** "Infants under 12 months free": they ride on a lap and take no seat. */
export const INFANT_BOAT_TICKET = 0;

export const DEFAULT_TRANSPORT_RULES: TransportRules = {
  charterBoats: [CHARTER_BOAT_12_SEATS, CHARTER_BOAT_24_SEATS],
  charterWindow: { earliest: CHARTER_EARLIEST_DEPARTURE, latest: CHARTER_LATEST_DEPARTURE },
  toddlerBoatTicket: TODDLER_BOAT_TICKET,
  infantBoatTicket: INFANT_BOAT_TICKET,
};

/** The defaults with the given overrides on top (an empty override list of boats means none are on offer). */
export const resolveTransportRules = (overrides: Partial<TransportRules> = {}): TransportRules => ({
  charterBoats: overrides.charterBoats ?? DEFAULT_TRANSPORT_RULES.charterBoats,
  charterWindow: overrides.charterWindow ?? DEFAULT_TRANSPORT_RULES.charterWindow,
  toddlerBoatTicket: overrides.toddlerBoatTicket ?? DEFAULT_TRANSPORT_RULES.toddlerBoatTicket,
  infantBoatTicket: overrides.infantBoatTicket ?? DEFAULT_TRANSPORT_RULES.infantBoatTicket,
});
