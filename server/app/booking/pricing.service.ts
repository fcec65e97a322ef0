import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../http/errors';
import { NoRateError, QuoteInputError, TransportRuleError, quote } from '../pricing';
import { loadQuoteInput, type QuoteRequest } from './quoteInput';

/**
 * The one server-side price of a stay, used by the wizard's preview and by booking creation alike.
 * Pricing errors become answers a person can act on: no rate for a night is 409, a transfer that
 * breaks a rule is 400 on the transport field.
 */
export const priceStay = async (db: Db, request: QuoteRequest, ownerId: string) => {
  const input = await loadQuoteInput(db, request, ownerId);
  try {
    return quote(input);
  } catch (error) {
    if (error instanceof NoRateError)
      throw new ApiError(409, 'no_rate', 'app.booking.no_rate', { rooms: 'app.booking.no_rate' }, { args: { night: error.night, roomType: error.roomTypeName } });
    if (error instanceof TransportRuleError) throw badRequest('app.errors.bad_request', { transport: `app.booking.transport_${error.code.replace(/-/g, '_')}` });
    if (error instanceof QuoteInputError) throw badRequest('app.errors.bad_request', { [error.field]: 'app.validation.invalid' });
    throw error;
  }
};
