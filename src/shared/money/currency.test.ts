import { formatSen, RINGGIT, type Currency } from './convert';

/** Intl puts a no-break space between a currency code and the amount; compare as people read it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const currency = (code: string, myConvRate: number, symbolNative = '$'): Currency => ({ id: code, code, name: code, symbolNative, myConvRate, foreignConvRate: 1 / myConvRate, isDefault: false });

test('ringgit reads as everywhere else in the product', () => {
  expect(plain(formatSen(123_400))).toBe('RM 1,234.00');
  expect(plain(formatSen(5, RINGGIT))).toBe('RM 0.05');
});

test('another currency is converted with its ringgit rate, for display', () => {
  expect(plain(formatSen(100_000, currency('SGD', 3.25)))).toBe('SGD 307.69');
  expect(plain(formatSen(100_000, currency('EUR', 4.9, '€')))).toBe('€204.08');
  expect(plain(formatSen(-4_200, currency('USD', 4.2)))).toBe('-US$10.00');
});

test('a currency without a usable rate shows ringgit; an unknown code its own symbol', () => {
  expect(plain(formatSen(100_000, currency('SGD', 0)))).toBe('RM 1,000.00');
  expect(plain(formatSen(100_000, currency('X1Z', 2, '¤')))).toBe('¤ 500.00');
});
