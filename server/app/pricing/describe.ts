import { enApp } from '../../../i18n/app.en';
import { counted, type CountNoun } from '../../../i18n/counts';
import { localName } from '../../../i18n/localName';
import type { Translate } from '../http/i18n';
import { formatRM } from './money';
import { isNameArg } from './names';
import type { LabelArgs, Quote, QuoteLabel, QuoteLabelKey, QuoteLine } from './types';

/** Every line label has its English wording (a label without one fails to compile). */
const WORDED: Record<QuoteLabelKey, string> = enApp.quote.lines;

/** Arguments that are sen and read as money. */
const MONEY_ARGS = new Set(['amount', 'base']);

/**
 * Which arguments of a label are counts and of what: each is worded with the language's plural forms
 * ("1 guest", "3 guests"), so a message can hold two counts where polyglot allows one `smart_count`.
 * Labels keep their stored argument names, so quotes stored before this read the same way.
 */
const COUNTED: Partial<Record<QuoteLabelKey, Record<string, CountNoun>>> = {
  addon_adults: { count: 'adults' },
  addon_children: { count: 'children' },
  addon_nights_units: { nights: 'nights', units: 'units' },
  addon_units: { units: 'units' },
  charge_per_person: { count: 'guests' },
  charge_per_night: { nights: 'nights' },
  surcharge_nights: { nights: 'nights' },
  surcharge_percent: { nights: 'nights' },
  tax_per_room_night: { nights: 'nights' },
  transport_charter: { persons: 'seated_persons' },
  transport_vehicle: { persons: 'persons' },
};

const wordArgs = (key: QuoteLabelKey, args: LabelArgs, t: Translate) => {
  const locale = t.locale ?? 'en';
  const counts = COUNTED[key] ?? {};
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      if (isNameArg(value)) return [name, localName(value.name, value.translations, locale)];
      if (name === 'paxType') return [name, t(`app.quote.pax.${value}`)];
      if (name === 'ways') return [name, t(`app.quote.ways.${String(value).replace('-', '_')}`)];
      if (MONEY_ARGS.has(name) && typeof value === 'number') return [name, formatRM(value)];
      if (counts[name] && typeof value === 'number') return [name, counted(t, counts[name], value)];
      return [name, value];
    }),
  );
};

/**
 * One line's wording: its label's message in the reader's language, with pax types, ways, money, counts
 * and the names staff translated worded in it too (the translator words its dates).
 */
export const describeLabel = (label: QuoteLabel, t: Translate): string =>
  label.key in WORDED ? t(`app.quote.lines.${label.key}`, wordArgs(label.key, label.args, t)) : label.key;

/**
 * The quote as the API answers it: each line with a `description` in the caller's language. Quotes are
 * stored with labels, not words, so a booking reads in whichever language its reader uses.
 */
export const describeQuote = (quote: Quote, t: Translate): DescribedQuote => ({
  ...quote,
  lines: quote.lines.map((line) => ({ ...line, description: describeLabel(line.label, t) })),
});

/** A quote line with its wording in the reader's language. */
export type DescribedLine = QuoteLine & { description: string };
export type DescribedQuote = Omit<Quote, 'lines'> & { lines: DescribedLine[] };
