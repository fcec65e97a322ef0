import { enApp } from '../../../i18n/app.en';
import type { Translate } from '../http/i18n';
import { formatRM } from './money';
import type { LabelArgs, Quote, QuoteLabel, QuoteLabelKey, QuoteLine } from './types';

/** Every line label has its English wording (a label without one fails to compile). */
const WORDED: Record<QuoteLabelKey, string> = enApp.quote.lines;

/** Arguments that are sen and read as money. */
const MONEY_ARGS = new Set(['amount', 'base']);

/** A quote line with its wording in the reader's language. */
export type DescribedLine = QuoteLine & { description: string };
export type DescribedQuote = Omit<Quote, 'lines'> & { lines: DescribedLine[] };

const wordArgs = (args: LabelArgs, t: Translate) =>
  Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      if (name === 'paxType') return [name, t(`app.quote.pax.${value}`)];
      if (name === 'ways') return [name, t(`app.quote.ways.${String(value).replace('-', '_')}`)];
      if (MONEY_ARGS.has(name) && typeof value === 'number') return [name, formatRM(value)];
      return [name, value];
    }),
  );

/** One line's wording: its label's message in the reader's language, with pax types, ways and money worded too. */
export const describeLabel = (label: QuoteLabel, t: Translate): string =>
  label.key in WORDED ? t(`app.quote.lines.${label.key}`, wordArgs(label.args, t)) : label.key;

/**
 * The quote as the API answers it: each line with a `description` in the caller's language. Quotes are
 * stored with labels, not words, so a booking reads in whichever language its reader uses.
 */
export const describeQuote = (quote: Quote, t: Translate): DescribedQuote => ({
  ...quote,
  lines: quote.lines.map((line) => ({ ...line, description: describeLabel(line.label, t) })),
});
