import type { I18nProvider } from 'ra-core';
import { en } from '../../i18n/en';
import { withResourceNotifications } from '../../i18n/resourceNotifications';
import { LOCALES, type Catalogue, type Locale } from '../../i18n/types';
import { translateWith, type Messages } from '../guest/translate';
import { currentLocale, isLocale } from './locale';
import { LOCALE_KEY } from './session';

export { currentLocale };

/** The language selector's entries: each language named in itself (every catalogue names them alike). */
export const availableLocales = LOCALES.map((locale) => ({ locale, name: en.app.language[locale] }));

/**
 * English ships with the code that uses it; Malay and Chinese are chunks of their own, downloaded the
 * first time someone chooses them (or at start-up when they are the remembered choice).
 */
const download: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  my: () => import('../../i18n/my').then((m) => m.my),
  cn: () => import('../../i18n/cn').then((m) => m.cn),
};

const english = withResourceNotifications(en);
const loaded = new Map<Locale, Catalogue>([['en', english]]);

/** One language's full catalogue, downloaded once. */
export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => {
  const known = loaded.get(locale);
  if (known) return known;
  if (locale === 'en') return english;
  const catalogue = withResourceNotifications(await download[locale]());
  loaded.set(locale, catalogue);
  return catalogue;
};

let locale: Locale = 'en';
// ra-core types a catalogue's leaves as possibly undefined; ours are all strings (i18n/types.ts), as Messages says.
const asMessages = (catalogue: Catalogue) => catalogue as unknown as Messages;
let messages = asMessages(english);
/** The latest change asked for: a slower download asked for earlier must not win over it. */
let latestChange = 0;

/**
 * react-admin's i18nProvider on the product catalogues; remembers every change of language once its
 * words have loaded. Polyglot's rules (`%{name}`, "one |||| other" by `smart_count`, a missing key shown
 * as itself) come from the guest site's few lines (src/guest/translate.ts) instead of node-polyglot and
 * its polyfills, which every first screen would otherwise download.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => translateWith(messages, key, options),
  changeLocale: async (next) => {
    const wanted = isLocale(next) ? next : 'en';
    const change = ++latestChange;
    const catalogue = await loadCatalogue(wanted);
    if (change !== latestChange) return;
    messages = asMessages(catalogue);
    locale = wanted;
    if (isLocale(next)) localStorage.setItem(LOCALE_KEY, next);
  },
  getLocale: () => locale,
  getLocales: () => availableLocales,
};

/**
 * Switches to the remembered language before a screen first renders (App.tsx waits for it beside the
 * screen's code), so a Malay or Chinese reader never sees English first. When that language cannot be
 * downloaded the screen shows in English rather than not at all.
 */
export const loadStoredLocale = async (): Promise<void> => {
  const stored = currentLocale();
  if (stored === locale) return;
  try {
    await i18nProvider.changeLocale(stored);
  } catch (error) {
    console.error(error);
  }
};
