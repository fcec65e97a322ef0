import type { PaxType } from './types';

/**
 * Why a quote cannot be made. The pricing domain knows nothing of HTTP (DESIGN.md §3): the routes map these
 * by class or `code` — `QuoteInputError` → 400, `NoRateError` → 409, `TransportRuleError` → 400 or 409.
 */
export abstract class QuoteError extends Error {
  abstract readonly code: string;
}

/** The input itself is malformed (a bad date, a negative count, a fraction of a sen). */
export class QuoteInputError extends QuoteError {
  readonly code = 'invalid-quote-input';
  constructor(
    /** Dotted path of the offending field, e.g. `rooms.0.occupants.adult`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'QuoteInputError';
  }
}

/** A night of the stay has no rate for a room's type, occupancy and pax type: the room cannot be sold. */
export class NoRateError extends QuoteError {
  readonly code = 'no-rate';
  constructor(
    readonly night: string,
    readonly roomTypeId: string,
    readonly roomTypeName: string,
    readonly occupancy: number,
    readonly paxType: PaxType,
  ) {
    super(`No ${paxType} rate for ${roomTypeName} (occupancy ${occupancy}) on the night of ${night}`);
    this.name = 'NoRateError';
  }
}

export type TransportRuleCode =
  /** A charter departure outside the charter window (spec section 9: 8:00 am to 3:00 pm). */
  | 'departure-window'
  /** More persons than the vehicle seats. */
  | 'capacity'
  /** A charter with no charter boats configured. */
  | 'no-charter-boat'
  /** A transfer booked for nobody. */
  | 'no-persons'
  /** A time that is not 'HH:MM'. */
  | 'invalid-time';

/** The part of a transfer a rule is about: its departure, its way back, or the persons carried. */
export type TransportRuleField = 'departureTime' | 'returnDepartureTime' | 'persons';

/** A transfer that breaks a transport rule; `code` says which, `field` what to change. */
export class TransportRuleError extends QuoteError {
  constructor(
    readonly code: TransportRuleCode,
    /** The transport request's id. */
    readonly transportId: string,
    message: string,
    readonly field: TransportRuleField = 'persons',
  ) {
    super(message);
    this.name = 'TransportRuleError';
  }
}
