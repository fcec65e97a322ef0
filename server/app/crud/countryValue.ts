import { z } from '@hono/zod-openapi';
import { countryName } from '../../../resources/countries';

/**
 * A zod transform for a country: an English name in any case, or an ISO 3166 two-letter code, becomes the
 * English name that is stored ('my' → 'Malaysia'); anything else is refused with `message` (a text or an
 * i18n key). A blank value stays blank (an optional field left empty).
 */
export const storedCountry = (message: string) => (value: string, ctx: z.RefinementCtx) => {
  if (value === '') return value;
  const name = countryName(value);
  if (name) return name;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};
