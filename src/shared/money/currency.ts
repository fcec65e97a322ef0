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

/**
 * Dollars CLDR leaves as a bare code in en-MY although people in the region write them with a prefix.
 * Ringgit is `RM` as the spec says.
 */
const PREFIXED: Record<string, string> = { MYR: 'RM', SGD: 'S$', BND: 'B$' };

const partOf = (code: string, display: 'symbol' | 'narrowSymbol') =>
  new Intl.NumberFormat('en-MY', { style: 'currency', currency: code, currencyDisplay: display }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? code;

let narrowCounts: Map<string, number> | undefined;
/** How many ISO currencies write themselves with this narrow symbol (`$`: 30, `฿`: 1). */
const sharers = (narrow: string) => {
  if (!narrowCounts) {
    narrowCounts = new Map();
    for (const code of Intl.supportedValuesOf('currency')) {
      const symbol = partOf(code, 'narrowSymbol');
      narrowCounts.set(symbol, (narrowCounts.get(symbol) ?? 0) + 1);
    }
  }
  return narrowCounts.get(narrow) ?? 0;
};

const symbols = new Map<string, string>();
/**
 * The symbol an amount in `code` is written with, never one two currencies share: `RM`, `S$`, `US$`, `A$`,
 * `HK$`, `CN¥` and `JP¥`, `€`, `฿`. The rule: our prefixed forms (ringgit, Singapore and Brunei dollars), else
 * CLDR's international symbol in en-MY when it is not the bare code (it already prefixes shared ones: US$,
 * CN¥), else the narrow symbol when no other currency uses it (฿, Rp), else the ISO code. A code Intl does not
 * know shows the currency's own `symbolNative` as staff entered it.
 */
export const currencySymbol = (code: string, symbolNative = code): string => {
  const known = symbols.get(code);
  if (known) return known;
  let symbol: string;
  try {
    const international = partOf(code, 'symbol');
    const narrow = partOf(code, 'narrowSymbol');
    symbol = PREFIXED[code] ?? (international !== code ? international : sharers(narrow) === 1 ? narrow : code);
  } catch {
    return symbolNative;
  }
  symbols.set(code, symbol);
  return symbol;
};

/** Digits after the point in `code` (2 for most, 0 for yen and won), as Intl knows it. */
export const minorDigits = (code: string): number => {
  try {
    return new Intl.NumberFormat('en-MY', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** Whether amounts are shown converted (a chosen currency other than ringgit, with a usable rate). */
export const isConverted = (currency: Currency) => currency.code !== 'MYR' && currency.myConvRate > 0;

/**
 * Integer sen (ringgit) as whole minor units of `currency` (cents; yen), rounded half away from zero: the
 * one rounding every converted amount goes through. Ringgit (or a currency without a rate) stays sen.
 */
export const toMinor = (sen: number, currency: Currency): number => {
  if (!isConverted(currency)) return sen;
  const exact = (sen / 100 / currency.myConvRate) * 10 ** minorDigits(currency.code);
  // toPrecision drops the float noise of the division (x.4999999 that is really x.5) before rounding.
  const cleaned = Number(Math.abs(exact).toPrecision(12));
  return Math.sign(exact) * Math.round(cleaned);
};

/** A formatter built once per key: Intl's are costly to build, and a price list or a chart's axis formats many figures per render. */
const formatterBy = <K,>(build: (key: K) => Intl.NumberFormat) => {
  const built = new Map<K, Intl.NumberFormat>();
  return (key: K) => {
    let format = built.get(key);
    if (!format) {
      format = build(key);
      built.set(key, format);
    }
    return format;
  };
};

const numberFormat = formatterBy((digits: number) => new Intl.NumberFormat('en-MY', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const compactFormat = formatterBy((intlLocale: string) => new Intl.NumberFormat(intlLocale, { notation: 'compact', maximumFractionDigits: 1 }));

/** A symbol that ends in a letter (`RM`, `Rp`, `THB`) is spaced from the digits; `S$` and `€` are not. */
export const withSymbol = (symbol: string, digits: string, negative = false) =>
  `${negative ? '-' : ''}${symbol}${/\p{L}$/u.test(symbol) ? ' ' : ''}${digits}`;

/** Whole minor units of `currency` as people read them: `S$56.62`, `JP¥1,235`, `RM 1,234.00`. */
export const formatMinor = (minor: number, currency: Currency = RINGGIT): string => {
  const converted = isConverted(currency);
  if (!converted) return formatMoney(minor);
  const digits = minorDigits(currency.code);
  return withSymbol(currencySymbol(currency.code, currency.symbolNative), numberFormat(digits).format(Math.abs(minor) / 10 ** digits), minor < 0);
};

/**
 * Integer sen (ringgit, as the API answers) shown in the chosen currency: ringgit as everywhere else
 * (`RM 1,234.00`), another currency converted with its rate for display only (`S$379.69`). Prices
 * are charged in ringgit whatever is shown.
 */
export const formatSen = (sen: number, currency: Currency = RINGGIT) => formatMinor(toMinor(sen, currency), currency);

/**
 * An amount on a chart's axis, in whole minor units of `currency` (converted as every other amount, see
 * `toMinor`), with the same symbol, compact in the page's language (`RM 12K`, `S$1.2K`, `RM 1.2万`), so the
 * axis reads like the figures beside it.
 */
export const formatCompactMinor = (minor: number, currency: Currency, intlLocale: string) => {
  const digits = isConverted(currency) ? minorDigits(currency.code) : 2;
  const compact = compactFormat(intlLocale).format(Math.abs(minor) / 10 ** digits);
  const symbol = isConverted(currency) ? currencySymbol(currency.code, currency.symbolNative) : 'RM';
  return withSymbol(symbol, compact, minor < 0);
};
