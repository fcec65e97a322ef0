import { formatMoney } from '../../../i18n/formatMoney';

/** A display currency as `GET /api/agent/currency` lists it. */
export interface Currency {
  id: string;
  code: string;
  name: string;
  symbolNative: string;
  /** Units of this currency per ringgit. */
  foreignConvRate: number;
  /** Ringgit per unit of this currency (SGD 3.25): the rate amounts are converted with. */
  myConvRate: number;
  isDefault: boolean;
}

/** Spec section 1: MYR, symbol RM, rates 1, when nothing else is chosen or the list cannot be read. */
export const RINGGIT: Currency = { id: 'MYR', code: 'MYR', name: 'Malaysian Ringgit', symbolNative: 'RM', foreignConvRate: 1, myConvRate: 1, isDefault: true };

const formatters = new Map<string, Intl.NumberFormat>();
const formatterOf = (code: string) => {
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-MY', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(code, formatter);
  }
  return formatter;
};

/**
 * Integer sen (ringgit, as the API answers) shown in the chosen currency: ringgit as everywhere else
 * (`RM 1,234.00`), another currency converted with its rate for display only (`SGD 379.69`). Prices
 * are charged in ringgit whatever is shown.
 */
export const formatSen = (sen: number, currency: Currency = RINGGIT) => {
  if (currency.code === 'MYR' || !(currency.myConvRate > 0)) return formatMoney(sen);
  try {
    return formatterOf(currency.code).format(sen / 100 / currency.myConvRate);
  } catch {
    // A code Intl does not know: the converted amount behind the currency's own symbol.
    return `${currency.symbolNative} ${(sen / 100 / currency.myConvRate).toFixed(2)}`;
  }
};
