/** The pricing domain's public face: the quote, its types, its errors and the spec's constants. */
export { quote, CHECK_IN_TIME, CHECK_OUT_TIME, DEFAULT_RESORT_TIMES } from './quote';
export { NoRateError, QuoteError, QuoteInputError, TransportRuleError } from './errors';
export type { TransportRuleCode } from './errors';
export {
  CHARTER_BOAT_12_SEATS,
  CHARTER_BOAT_24_SEATS,
  CHARTER_EARLIEST_DEPARTURE,
  CHARTER_LATEST_DEPARTURE,
  DEFAULT_TRANSPORT_RULES,
  INFANT_BOAT_TICKET,
  TODDLER_BOAT_TICKET,
  resolveTransportRules,
} from './transportRules';
export { MAX_STAY_NIGHTS, MAX_TRANSPORT_PERSONS } from './validate';
export { cheapestCharter } from './charterBoats';
export { formatRM } from './money';
export type * from './types';
