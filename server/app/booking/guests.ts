import { z } from '@hono/zod-openapi';
import { DIAL_CODE_CHOICES, type DialCode } from '../../../resources/dialCodes';
import { stateAllowed } from '../../../resources/malaysianStates';
import { storedCountry } from '../crud/countryValue';

/** Malaysian MyKad: YYMMDD-PB-###G, dashes optional. */
export const IC_NUMBER = /^\d{6}-?\d{2}-?\d{4}$/;
/** Passports: 6 to 12 letters and digits. */
export const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** One guest's fields (spec section 3) with spec section 5's messages (i18n keys); a guest account's profile picks from them. */
export const guestFields = z.object({
  roomIndex: z.number().int().min(0).max(19).default(0),
  fullName: z.string({ error: 'ra.validation.required' }).trim().min(1, { error: 'ra.validation.required' }).max(120),
  chineseName: z.string().trim().max(60).optional(),
  age: z.number({ error: 'ra.validation.required' }).int().min(0).max(120),
  idNumber: z.string({ error: 'ra.validation.required' }).trim().toUpperCase().min(1, { error: 'ra.validation.required' }),
  nonMalaysian: z.boolean().default(false),
  seniorCitizen: z.boolean().default(false),
  disabled: z.boolean().default(false),
  vegetarian: z.boolean().default(false),
  email: z.union([z.literal(''), z.email({ error: 'app.validation.invalid_email' })]).optional(),
  phones: z.array(z.string().regex(PHONE, { error: 'app.validation.phone' })).max(5).default([]),
  address: z.string().max(200).optional(),
  city: z.string().max(80).optional(),
  postcode: z.string().max(12).optional(),
  area: z.string().max(80).optional(),
  state: z.string().max(80).optional(),
  // One of ISO 3166's countries, stored by its English name ('Malaysia').
  country: z.string({ error: 'ra.validation.required' }).trim().min(1, { error: 'ra.validation.required' }).max(80).transform(storedCountry('app.validation.country')),
  // A dialling code from the list ('+60'); '' or absent for none.
  countryCode: z.union([z.literal(''), z.string().refine((v) => DIAL_CODE_CHOICES.includes(v as DialCode), { error: 'app.validation.country_code' })]).optional(),
});

/** The checks across fields: an IC number for Malaysians, a passport for others; a state of the country's list. */
export const checkGuestIdentity = (
  g: { idNumber?: string | null; nonMalaysian?: boolean; state?: string | null; country?: string | null },
  ctx: z.RefinementCtx,
) => {
  const ok = g.nonMalaysian ? PASSPORT_NUMBER.test(g.idNumber ?? '') : IC_NUMBER.test(g.idNumber ?? '');
  if (g.idNumber && !ok) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: g.nonMalaysian ? 'app.validation.invalid_passport' : 'app.validation.invalid_ic' });
  if (g.state && !stateAllowed(g.country, g.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: 'app.validation.state' });
};

/** One guest of a reservation (spec section 3), checked with spec section 5's messages (i18n keys). */
export const guestSchema = guestFields.superRefine(checkGuestIdentity);

export type Guest = z.infer<typeof guestSchema>;
