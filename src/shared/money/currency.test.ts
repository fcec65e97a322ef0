import { currencySymbol, formatCompactMinor, formatSen, RINGGIT, toMinor, type Currency } from './currency';

/** Intl puts a no-break space between a currency code and the amount; compare as people read it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const currency = (code: string, myConvRate: number, symbolNative = '$'): Currency => ({ id: code, code, name: code, symbolNative, myConvRate, foreignConvRate: 1 / myConvRate, isDefault: false });

test('ringgit reads as everywhere else in the product', () => {
  expect(plain(formatSen(123_400))).toBe('RM 1,234.00');
  expect(plain(formatSen(5, RINGGIT))).toBe('RM 0.05');
});

test('another currency is converted with its ringgit rate, for display', () => {
  expect(formatSen(100_000, currency('SGD', 3.25))).toBe('S$307.69');
  expect(formatSen(100_000, currency('EUR', 4.9, '€'))).toBe('€204.08');
  expect(formatSen(-4_200, currency('USD', 4.2))).toBe('-US$10.00');
});

test('currencies that share a sign are told apart, each as people in the region write it', () => {
  const shown = Object.fromEntries(['MYR', 'SGD', 'USD', 'AUD', 'HKD', 'EUR', 'CNY', 'JPY', 'THB', 'GBP', 'IDR'].map((code) => [code, currencySymbol(code, '$')]));
  expect(shown).toEqual({ MYR: 'RM', SGD: 'S$', USD: 'US$', AUD: 'A$', HKD: 'HK$', EUR: '€', CNY: 'CN¥', JPY: 'JP¥', THB: '฿', GBP: '£', IDR: 'Rp' });
  expect(new Set(Object.values(shown)).size).toBe(Object.keys(shown).length);
});

test('amounts carry their currency\'s minor unit: none for yen, a space after a lettered sign', () => {
  expect(formatSen(100_000, currency('JPY', 0.03))).toBe('JP¥33,333');
  expect(formatSen(100_000, currency('THB', 0.125))).toBe('฿8,000.00');
  expect(formatSen(100_000, currency('IDR', 0.0003))).toBe('Rp 3,333,333');
});

test('conversion rounds half away from zero to the minor unit, without float noise', () => {
  // RM 1.44 at 6.4 is 22.5 cents exactly; in floating point it comes out 22.4999…
  expect(toMinor(144, currency('SGD', 6.4))).toBe(23);
  expect(toMinor(-144, currency('SGD', 6.4))).toBe(-23);
  expect(toMinor(18_400, currency('SGD', 3.25))).toBe(5662);
  expect(toMinor(1_234, RINGGIT)).toBe(1_234);
});

test('a currency without a usable rate shows ringgit; an unknown code its own symbol', () => {
  expect(plain(formatSen(100_000, currency('SGD', 0)))).toBe('RM 1,000.00');
  expect(formatSen(100_000, currency('X1Z', 2, '¤'))).toBe('¤500.00');
});

test('a chart axis reads like the amounts beside it: the same symbol and conversion, compact in the page\'s language', () => {
  expect(plain(formatCompactMinor(1_200_000, RINGGIT, 'en-MY'))).toBe('RM 12K');
  expect(plain(formatCompactMinor(1_200_000, RINGGIT, 'zh-CN'))).toBe('RM 1.2万');
  expect(formatCompactMinor(toMinor(1_300_000, currency('SGD', 3.25)), currency('SGD', 3.25), 'en-MY')).toBe('S$4K');
  expect(formatCompactMinor(toMinor(42_000_000, currency('USD', 4.2)), currency('USD', 4.2), 'ms-MY')).toBe('US$100K');
  expect(formatCompactMinor(0, currency('JPY', 0.03), 'en-MY')).toBe('JP¥0');
});
