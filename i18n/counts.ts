import type { enApp } from './app.en';

/** A translate function: the server's translator or react-admin's / the portal's `translate`. */
type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The nouns `app.counts` words with a number. */
export type CountNoun = keyof (typeof enApp)['counts'];

/** A number with its noun in the language's plural forms: `counted(t, 'nights', 2)` → "2 nights". */
export const counted = (t: Translate, noun: CountNoun, count: number): string => t(`app.counts.${noun}`, { smart_count: count });
