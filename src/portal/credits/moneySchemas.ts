import * as yup from 'yup';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Translate } from '../PortalLocale';
import { senOf } from './format';
import type { WalletSetting } from './walletApi';

/**
 * An amount typed in ringgit (what is charged or paid out, whatever the display currency), within
 * bounds in sen. Spec section 5: 'Amount required', 'Please enter valid amount.'; the bounds' messages
 * are the server's, so the form and the API say the same.
 */
const ringgit = (t: Translate) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(t('app.wallet.invalid_amount'))
    .required(t('app.portalMoney.amount_required'))
    .positive(t('app.wallet.invalid_amount'))
    .test('cents', t('app.wallet.invalid_amount'), (value) => value === undefined || Math.abs(senOf(value) - value * 100) < 1e-6);

/** The top-up form: spec section 9's RM 100 to RM 1000, as `/wallet-setting` says today. */
export const topUpSchema = (t: Translate, { topUpMin, topUpMax }: WalletSetting) =>
  yup.object({
    amount: ringgit(t)
      .test('min', t('app.wallet.top_up_minimum', { min: formatMoney(topUpMin) }), (value) => value === undefined || senOf(value) >= topUpMin)
      .test('max', t('app.wallet.top_up_maximum', { max: formatMoney(topUpMax) }), (value) => value === undefined || senOf(value) <= topUpMax),
  });

/** A payout: at least the resort's minimum, at most the balance. */
export const payoutSchema = (t: Translate, { payoutMin }: WalletSetting, balance: number) =>
  yup.object({
    amount: ringgit(t)
      .test('min', t('app.wallet.payout_below_minimum', { min: formatMoney(payoutMin) }), (value) => value === undefined || senOf(value) >= payoutMin)
      .test('balance', t('app.wallet.insufficient_balance'), (value) => value === undefined || senOf(value) <= balance),
  });

/** The bank details of `PUT /agent-info`, by the server's rules. */
export const bankSchema = (t: Translate) => {
  const required = t('ra.validation.required');
  return yup.object({
    accountName: yup.string().trim().required(required).max(120, t('ra.validation.maxLength', { max: 120 })),
    accountNumber: yup.string().trim().required(required).matches(/^[0-9-]{5,34}$/, t('app.wallet.invalid_account_number')),
    bankName: yup.string().trim().required(required).max(120, t('ra.validation.maxLength', { max: 120 })),
    swiftCode: yup
      .string()
      .trim()
      .uppercase()
      .default('')
      .test('swift', t('app.wallet.invalid_swift_code'), (value) => !value || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value)),
  });
};

export type AmountValues = yup.InferType<ReturnType<typeof topUpSchema>>;
export type BankValues = yup.InferType<ReturnType<typeof bankSchema>>;
