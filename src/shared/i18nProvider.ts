import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { pluralRules } from '../../i18n/pluralRules';
import { withResourceNotifications } from '../../i18n/resourceNotifications';
import { LOCALES, type Catalogue, type Locale } from '../../i18n/types';
import { currentLocale, isLocale } from './locale';
import { LOCALE_KEY } from './session';

export { currentLocale };

/** The language selector's entries: each language named in itself (every catalogue names them alike). */
export const availableLocales = LOCALES.map((locale) => ({ locale, name: en.app.language[locale] }));

/**
 * English ships with the code that uses it; Malay and Chinese are chunks of their own, downloaded the
 * first time someone chooses them (or before the first render when they are the remembered choice).
 */
const download: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  my: () => import('../../i18n/my').then((m) => m.my),
  cn: () => import('../../i18n/cn').then((m) => m.cn),
};

const english = withResourceNotifications(en);
const loaded = new Map<Locale, Catalogue>([['en', english]]);
const loading = new Map<Locale, Promise<Catalogue>>();

/** One language's full catalogue, downloaded once (a failed download is tried again next time). */
export const loadCatalogue = (locale: Locale): Promise<Catalogue> => {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  if (locale === 'en') return Promise.resolve(english);
  const pending =
    loading.get(locale) ??
    download[locale]()
      .then((catalogue) => {
        const worded = withResourceNotifications(catalogue);
        loaded.set(locale, worded);
        return worded;
      })
      .finally(() => loading.delete(locale));
  loading.set(locale, pending);
  return pending;
};

/**
 * ra-i18n-polyglot's messages: English (and any language already downloaded) at once, as it requires
 * for the initial locale; Malay or Chinese as a Promise the first time, which polyglot waits for.
 */
const getMessages = (locale: string): Catalogue | Promise<Catalogue> => {
  const wanted = isLocale(locale) ? locale : 'en';
  return loaded.get(wanted) ?? loadCatalogue(wanted);
};

// Starts in English: a remembered Malay or Chinese is switched to by loadStoredLocale before the first render.
const polyglot = polyglotI18nProvider(getMessages, 'en', availableLocales, {
  allowMissing: true,
  // Malay and Chinese have one plural form; polyglot knows them only as `ms` and `zh`.
  pluralRules,
});

/** The latest change asked for: a slower download asked for earlier must not win over it. */
let latestChange = 0;

/** react-admin's i18nProvider on the product catalogues; remembers every change of language once its words have loaded. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    const change = ++latestChange;
    await loadCatalogue(isLocale(locale) ? locale : 'en');
    if (change !== latestChange) return;
    // The catalogue is loaded now: polyglot takes it at once.
    await polyglot.changeLocale(locale);
    if (isLocale(locale)) localStorage.setItem(LOCALE_KEY, locale);
  },
};

/**
 * Switches to the remembered language before a screen first renders (App.tsx waits for it beside the
 * screen's code), so a Malay or Chinese reader never sees English first. When that language cannot be
 * downloaded the screen shows in English rather than not at all.
 */
export const loadStoredLocale = async (): Promise<void> => {
  const stored = currentLocale();
  if (stored === polyglot.getLocale()) return;
  try {
    await i18nProvider.changeLocale(stored);
  } catch (error) {
    console.error(error);
  }
};
