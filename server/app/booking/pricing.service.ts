import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../http/errors';
import { NoRateError, QuoteInputError, TransportRuleError, quote, type Quote } from '../pricing';
import type { DiscountRequest } from '../pricing/types';
import { discountOf, findUsableCode, type PromoCaller, type PromoCode } from '../promo/promoCodes';
import type { BookingRules } from '../settings/settings';
import { loadQuoteInput, loadStayQuoteInputs, type QuoteRequest } from './quoteInput';

/**
 * The one server-side price of a stay, used by the wizard's preview and by booking creation alike.
 * Pricing errors become answers a person can act on: no rate for a night is 409, a transfer that
 * breaks a rule is 400 on that transfer's field (`transport.0.departureTime`).
 */
export const priceStay = async (db: Db, request: QuoteRequest, ownerId: string, promo?: PromoPricing | RedeemedDiscount) => (await priceStayWithCode(db, request, ownerId, promo)).quote;

/**
 * `priceStay` of one stay for several room lists (the guest site's list: the party in each room type of
 * `roomTypeIds`), from one read of the rates, surcharges and taxes: answers a function giving a room
 * list the quote `priceStay` gives it alone (no promo code), or, where it cannot be priced, the error
 * `priceStay` would throw (`request.rooms` is ignored).
 */
export const stayPricer = async (db: Db, request: QuoteRequest, roomTypeIds: string[], ownerId: string, known?: BookingRules) => {
  const inputOf = await loadStayQuoteInputs(db, request, roomTypeIds, ownerId, known);
  return (rooms: QuoteRequest['rooms']): Quote | ApiError => {
    try {
      return priced(inputOf(rooms));
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  };
};

/** Who applies a promo code and when: the code's rules depend on both. */
export interface PromoPricing {
  caller: PromoCaller;
  now: Date;
  /** The resort's time zone: whose "today" the code's dates are checked against. */
  zone: string;
}

/** A booking re-priced keeps the discount its code gave when it was booked (the use is already taken). */
export interface RedeemedDiscount {
  redeemed: DiscountRequest;
}

/**
 * `priceStay` that also answers the promo code it applied (null without one). A request's code must
 * hold for this caller, today and this stay, or the call answers its field error (see `findUsableCode`);
 * a valid one becomes the quote's discount line. `known`: the booking rules the request already read.
 */
export const priceStayWithCode = async (db: Db, request: QuoteRequest, ownerId: string, promo?: PromoPricing | RedeemedDiscount, known?: BookingRules): Promise<{ quote: Quote; code: PromoCode | null }> => {
  const wanted = request.promoCode?.trim();
  if (promo && 'redeemed' in promo) {
    const input = await loadQuoteInput(db, request, ownerId, known);
    input.discount = promo.redeemed;
    return { quote: priced(input), code: null };
  }
  // A code needs a caller to judge it by; pricing without one (re-pricing a booking) ignores it.
  const [input, code] = await Promise.all([
    loadQuoteInput(db, request, ownerId, known),
    wanted && promo && 'caller' in promo
      ? findUsableCode(db, wanted, {
          caller: promo.caller,
          now: promo.now,
          zone: promo.zone,
          stay: {
            checkIn: request.checkIn,
            packageId: request.packageId,
            roomTypeIds: [...new Set(request.rooms.map((r) => r.roomTypeId))],
            pax: request.rooms.reduce((n, r) => n + r.adults + r.children + r.toddlers + r.infants, 0),
          },
        })
      : null,
  ]);
  if (code) input.discount = { code: code.code, amount: discountOf(code, input.addons ?? []) };
  return { quote: priced(input), code };
};

/**
 * Where a broken transport rule is told: on the transfer's departure or return time, or on its persons
 * (`transport.<i>.adults`, where the form asks who travels), as the booking body names them.
 */
const transportField = (input: Parameters<typeof quote>[0], error: TransportRuleError) => {
  const index = (input.transport ?? []).findIndex((t) => t.id === error.transportId);
  if (index < 0) return 'transport';
  return `transport.${index}.${error.field === 'persons' ? 'adults' : error.field}`;
};

const priced = (input: Parameters<typeof quote>[0]) => {
  try {
    return quote(input);
  } catch (error) {
    if (error instanceof NoRateError)
      throw new ApiError(409, 'no_rate', 'app.booking.no_rate', { rooms: 'app.booking.no_rate' }, { args: { night: error.night, roomType: error.roomTypeName } });
    if (error instanceof TransportRuleError) throw badRequest('app.errors.bad_request', { [transportField(input, error)]: `app.booking.transport_${error.code.replace(/-/g, '_')}` });
    const persons = error instanceof QuoteInputError ? /^transport\.(\d+)\.persons$/.exec(error.field) : null;
    // Over the resort's limit of persons per transfer: told where the form asks who travels.
    if (persons) throw badRequest('app.errors.bad_request', { [`transport.${persons[1]}.adults`]: 'app.booking.transport_too_many_persons' });
    if (error instanceof QuoteInputError) throw badRequest('app.errors.bad_request', { [error.field]: 'app.validation.invalid' });
    throw error;
  }
};
