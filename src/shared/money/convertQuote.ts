import type { DescribedQuote } from '../../../server/app/pricing/describe';
import { isConverted, toMinor, type Currency } from './currency';

/** One row of the quote as shown: amounts in whole minor units of the shown currency. */
export interface ShownLine {
  description: string;
  quantity: number;
  unit: number;
  /** Always `quantity × unit`. */
  amount: number;
  credit: boolean;
}

/** The quote as shown: every figure adds up from the rows above it. */
export interface ShownQuote {
  lines: ShownLine[];
  /** Σ charge rows other than taxes. */
  subtotal: number;
  /** Σ credit rows. */
  discount: number;
  /** Σ tax rows. */
  tax: number;
  /** subtotal − discount + tax. */
  total: number;
  /** Shown in another currency than ringgit: the page then says what is charged, `quote.total` sen. */
  converted: boolean;
}

/**
 * The server's quote in the chosen currency, for display. Each unit price is converted and rounded to the
 * currency's minor unit, and every other figure is derived from those: a row is quantity × shown unit, the
 * subtotal, discount and tax are sums of shown rows, the total is their sum. So every row and total adds up
 * as printed, and the total may differ by a few cents from converting the ringgit total; ringgit is what is
 * charged, which the table says. In ringgit every figure equals the server's own.
 */
export const convertQuote = (quote: Pick<DescribedQuote, 'lines'>, currency: Currency): ShownQuote => {
  const lines = quote.lines.map((line) => {
    const unit = toMinor(line.unitPrice, currency);
    return { description: line.description, quantity: line.quantity, unit, amount: line.quantity * unit, credit: line.direction === 'credit' };
  });
  const sum = (rows: ShownLine[]) => rows.reduce((total, row) => total + row.amount, 0);
  const taxes = quote.lines.map((line) => line.kind === 'tax');
  const subtotal = sum(lines.filter((row, i) => !row.credit && !taxes[i]));
  const discount = sum(lines.filter((row) => row.credit));
  const tax = sum(lines.filter((row, i) => !row.credit && taxes[i]));
  return { lines, subtotal, discount, tax, total: subtotal - discount + tax, converted: isConverted(currency) };
};
