import fc from 'fast-check';
import type { DescribedLine } from '../../../server/app/pricing/describe';
import { convertQuote } from './convertQuote';
import { formatMinor, formatSen, RINGGIT, type Currency } from './currency';

const currency = (code: string, myConvRate: number): Currency => ({ id: code, code, name: code, symbolNative: '$', myConvRate, foreignConvRate: 1 / myConvRate, isDefault: false });
const SGD = currency('SGD', 3.25);

const described = (kind: DescribedLine['kind'], quantity: number, unitPrice: number, direction: DescribedLine['direction'] = 'charge'): DescribedLine => ({
  kind,
  label: { key: 'room_night', args: {} },
  description: kind,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  direction,
});

/** Reads a shown amount back as a number of minor units, as a person checking the sums would. */
const read = (text: string, digits: number) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 10 ** digits);

test('2 × S$56.62 reads S$113.24, not the S$113.23 converted from the ringgit total', () => {
  // RM 184.00 per night at 3.25 is S$56.615…, shown S$56.62; the ringgit line RM 368.00 alone would convert to S$113.23.
  const shown = convertQuote({ lines: [described('room', 2, 18_400)] }, SGD);
  expect(formatMinor(shown.lines[0].unit, SGD)).toBe('S$56.62');
  expect(formatMinor(shown.lines[0].amount, SGD)).toBe('S$113.24');
  expect(formatSen(36_800, SGD)).toBe('S$113.23');
  expect(shown.converted).toBe(true);
});

test('in ringgit every figure is the server\'s own', () => {
  const lines = [described('room', 2, 18_400), described('addon', 3, 2_550), described('discount', 1, 5_000, 'credit'), described('tax', 1, 2_290)];
  expect(convertQuote({ lines }, RINGGIT)).toEqual({
    lines: lines.map((l) => ({ description: l.kind, quantity: l.quantity, unit: l.unitPrice, amount: l.total, credit: l.direction === 'credit' })),
    subtotal: 36_800 + 7_650,
    discount: 5_000,
    tax: 2_290,
    total: 36_800 + 7_650 - 5_000 + 2_290,
    converted: false,
  });
});

const kinds = ['room', 'surcharge', 'addon', 'transport', 'charge', 'tax'] as const;
const lineArb = fc.oneof(
  fc.record({ kind: fc.constantFrom(...kinds), quantity: fc.integer({ min: 1, max: 40 }), unitPrice: fc.integer({ min: 0, max: 5_000_000 }) }).map((l) => described(l.kind, l.quantity, l.unitPrice)),
  fc.integer({ min: 0, max: 1_000_000 }).map((amount) => described('discount', 1, amount, 'credit')),
);
const currencyArb = fc.record({
  code: fc.constantFrom('SGD', 'USD', 'JPY', 'EUR', 'THB', 'MYR'),
  rate: fc.double({ min: 0.0001, max: 50, noNaN: true }),
});

test('for any lines and rate, the shown quantity × shown unit is the shown amount, and the shown rows add up to the shown totals', () => {
  fc.assert(
    fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), currencyArb, (lines, { code, rate }) => {
      const shownIn = code === 'MYR' ? RINGGIT : currency(code, rate);
      const digits = code === 'JPY' ? 0 : 2;
      const shown = convertQuote({ lines }, shownIn);
      const text = (minor: number) => read(formatMinor(minor, shownIn), digits);
      for (const row of shown.lines) expect(row.quantity * text(row.unit)).toBe(text(row.amount));
      const charges = shown.lines.filter((row, i) => !row.credit && lines[i].kind !== 'tax');
      const taxes = shown.lines.filter((row, i) => lines[i].kind === 'tax');
      const credits = shown.lines.filter((row) => row.credit);
      const sum = (rows: typeof shown.lines) => rows.reduce((total, row) => total + text(row.amount), 0);
      expect(sum(charges)).toBe(text(shown.subtotal));
      expect(sum(credits)).toBe(text(shown.discount));
      expect(sum(taxes)).toBe(text(shown.tax));
      expect(text(shown.subtotal) - text(shown.discount) + text(shown.tax)).toBe(text(shown.total));
    }),
  );
});
