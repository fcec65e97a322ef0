import { countryCodeOf, HOME_COUNTRY } from './countries';

/**
 * Malaysia's thirteen states and three federal territories, as addresses write them: what "state" is chosen
 * from when the country is Malaysia (spec section 5: "state and country must be selected"). Elsewhere the
 * state is typed, since no list of every country's regions is kept.
 */
export const MALAYSIAN_STATES = [
  'Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang',
  'Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'W.P. Kuala Lumpur', 'W.P. Labuan', 'W.P. Putrajaya',
] as const;

/** Whether states for this country (a stored name or a code) are chosen from MALAYSIAN_STATES. */
export const statesListed = (country: string | null | undefined): boolean => !!country && countryCodeOf(country) === HOME_COUNTRY;

/** Whether a state is acceptable for a country: one of the list for Malaysia, anything elsewhere. */
export const stateAllowed = (country: string | null | undefined, state: string): boolean =>
  !statesListed(country) || (MALAYSIAN_STATES as readonly string[]).includes(state);
