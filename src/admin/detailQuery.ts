/**
 * The query options of a screen whose record holds more than its list row (a reservation's guests, rooms
 * and quote; an e-mail's text). react-admin copies every list row into its one-record cache (ra-core's
 * useGetList, "optimistically populate the getOne cache"), keyed by id and `meta`; asking under a `meta`
 * of its own, such a screen never draws a list row as if it were the whole record, and waits for the
 * detail instead.
 */
export const DETAIL_QUERY = { meta: { detail: true } } as const;
