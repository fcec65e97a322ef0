import type Polyglot from 'node-polyglot';

/**
 * Polyglot's plural rules for our locale codes. Polyglot knows Malay as `ms` and Chinese as `zh`, not as
 * our `my` and `cn`, and would otherwise give them English's two forms: neither language inflects a noun
 * for number, so each has one form ("1 malam", "3 malam"; "1 晚", "3 晚") and English has two.
 */
export const pluralRules: Polyglot.PluralRules = {
  pluralTypes: {
    english: (n: number) => (n === 1 ? 0 : 1),
    one_form: () => 0,
  },
  pluralTypeToLanguages: {
    english: ['en'],
    one_form: ['my', 'cn', 'ms', 'zh'],
  },
};
