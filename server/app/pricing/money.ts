import type { LabelArgs, QuoteLabelKey, QuoteLine, QuoteLineKind } from './types';

/** Percentages are kept to 4 decimal places (the `decimal` columns' scale), so 8.25 % is 82,500 millionths. */
const PERCENT_SCALE = 1_000_000n;

/**
 * `percent` % of `amount` sen, rounded half-up to a whole sen. Done in integers (BigInt) because
 * `amount * percent / 100` in floating point lands on x.4999… for ordinary values and rounds the wrong way.
 */
export const percentOf = (amount: number, percent: number): number => {
  const millionths = BigInt(Math.round(percent * 10_000));
  const numerator = BigInt(amount) * millionths;
  return Number((numerator * 2n + PERCENT_SCALE) / (PERCENT_SCALE * 2n));
};

/** Builds a line whose total is by construction its quantity × unit price (both whole, neither negative). */
export const line = (
  kind: QuoteLineKind,
  label: [QuoteLabelKey, LabelArgs],
  quantity: number,
  unitPrice: number,
  extra: { date?: string; roomIndex?: number; direction?: 'charge' | 'credit' } = {},
): QuoteLine => {
  const result: QuoteLine = {
    kind,
    label: { key: label[0], args: label[1] },
    quantity,
    unitPrice,
    total: quantity * unitPrice,
    direction: extra.direction ?? 'charge',
  };
  if (extra.date !== undefined) result.date = extra.date;
  if (extra.roomIndex !== undefined) result.roomIndex = extra.roomIndex;
  return result;
};

const ringgit = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `RM 1,234.00`, the way the README says money is shown; only for line descriptions. */
export const formatRM = (sen: number): string => `RM ${ringgit.format(sen / 100)}`;

/** Σ of the lines' totals, credits subtracted. */
export const sumLines = (lines: readonly QuoteLine[]): number =>
  lines.reduce((sum, l) => sum + (l.direction === 'credit' ? -l.total : l.total), 0);
