/**
 * The guest site's react-query client, held here without importing react-query (its code stays off the
 * landing page): QueryRoot makes it on first use, one per mount of the site (GuestProviders starts a new
 * one, as a page load would), and a sign-out forgets the account's data in it.
 */
interface ClientSlot {
  client: unknown;
  forgetAccount: () => void;
}

let slot: ClientSlot | null = null;

/** The site's client, made by `make` when there is none yet. */
export const siteQueryClient = <T,>(make: () => ClientSlot & { client: T }): T => {
  slot ??= make();
  return slot.client as T;
};

/** A new visit of the site (GuestProviders mounted): the next page makes a new client. */
export const newSiteQueryClient = () => {
  slot = null;
};

export const forgetAccountData = () => slot?.forgetAccount();
