import * as yup from 'yup';
import { senOf } from '../credits/format';
import type { Translate } from '../PortalLocale';

const k = 'app.portalDocuments.addons';

/** A price typed in ringgit: 0 or more, whole sen; the messages are the server's, so the form and the API say the same. */
const price = (t: Translate) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(t(`${k}.invalid_price`))
    .min(0, t(`${k}.negative_price`))
    .test('cents', t(`${k}.invalid_price`), (value) => value === undefined || Math.abs(senOf(value) - value * 100) < 1e-6);

/** An add-on's selling prices: the price required, the child price optional. */
export const sellingPriceSchema = (t: Translate) =>
  yup.object({
    sellingPrice: price(t).required(t(`${k}.invalid_price`)),
    childSellingPrice: price(t).optional(),
  });

/** The form's values in ringgit as typed (the child price left empty when the add-on has none)… */
export interface PriceInput {
  sellingPrice: number;
  childSellingPrice: number | undefined;
}
/** …and as the schema hands them on. */
export type PriceOutput = yup.InferType<ReturnType<typeof sellingPriceSchema>>;
