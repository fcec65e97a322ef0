import type Polyglot from 'node-polyglot';

/**
 * Polyglot's plural rules for our locale codes, which it does not know (`my` is Burmese to it, `cn` nothing).
 *
 * Malay and Chinese nouns do not change with number ("1 malam", "3 malam"; "1 晚", "3 晚"), so their count
 * phrases give both smart_count forms the same words. Polyglot's own rule for them (`ms`, `zh`) keeps only
 * the first form, though, and our catalogues and react-admin's use the two forms as "exactly one" and "any
 * other number" ("Pengguna dipadam" / "3 pengguna dipadam", "已选择 1 项" / "已选择 %{smart_count} 项"):
 * with one form, deleting three users would say "Pengguna dipadam". So every language picks the first form
 * for 1 and the second for any other number, explicitly rather than by polyglot's fall-back to English.
 */
export const pluralRules: Polyglot.PluralRules = {
  pluralTypes: {
    one_other: (n: number) => (n === 1 ? 0 : 1),
  },
  pluralTypeToLanguages: {
    one_other: ['en', 'my', 'cn', 'ms', 'zh'],
  },
};
