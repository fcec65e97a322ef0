import polyglotI18nProvider from 'ra-i18n-polyglot';
import { enFirst } from '../../i18n/en.first';
import { pluralRules } from '../../i18n/pluralRules';
import { withResourceNotifications } from '../../i18n/resourceNotifications';
import { LOCALES, type Catalogue, type Locale } from '../../i18n/types';
import { currentLocale, isLocale } from './locale';
import { LOCALE_KEY } from './session';

export { currentLocale };

/** The language selector's entries: each language named in itself (every catalogue names them alike). */
export const availableLocales = LOCALES.map((locale) => ({ locale, name: enFirst.app.language[locale] }));

/** English's first part with a later one (their areas whole, which replace the first part's few words of them), worded for react-admin's notices. */
const withFirstPart = <A extends object, R extends Catalogue['resources'], W extends Catalogue['wizard']>({ app, resources, wizard }: { app: A; resources: R; wizard: W }) =>
  withResourceNotifications({ ...enFirst, app: { ...enFirst.app, ...app }, resources, wizard });

/**
 * English ships with the code in three parts: what the back office's first screen shows (i18n/en.first.ts)
 * with it; the agent portal's part (i18n/en.agents.ts), downloaded before the portal's first render
 * (loadAgentMessages); and with it the staff screens' (i18n/en.later.ts), downloaded beside any other back
 * office screen (loadAllMessages). Malay and Chinese are chunks of their own, downloaded whole the first
 * time someone chooses them (or before the first render when they are the remembered choice).
 */
const download: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('../../i18n/en.later').then(({ enLater }) => withFirstPart(enLater)),
  my: () => import('../../i18n/my').then((m) => withResourceNotifications(m.my)),
  cn: () => import('../../i18n/cn').then((m) => withResourceNotifications(m.cn)),
};

/** English's first part: polyglot's messages until the rest has downloaded (a catalogue's type is the whole of it). */
const englishFirst = withResourceNotifications(enFirst);

/** The agent portal's English (the first part and its own), once downloaded: polyglot's English until the whole catalogue is. */
let agentsEnglish: ReturnType<typeof withFirstPart> | undefined;
const loaded = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<Catalogue>>();

/** One language's full catalogue, downloaded once (a failed download is tried again next time). */
export const loadCatalogue = (locale: Locale): Promise<Catalogue> => {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  const pending =
    loading.get(locale) ??
    download[locale]()
      .then((catalogue) => {
        loaded.set(locale, catalogue);
        return catalogue;
      })
      .finally(() => loading.delete(locale));
  loading.set(locale, pending);
  return pending;
};

/**
 * ra-i18n-polyglot's messages: English (and any language already downloaded) at once, as it requires
 * for the initial locale; Malay or Chinese as a Promise the first time, which polyglot waits for.
 */
const getMessages = (locale: string): typeof englishFirst | Catalogue | Promise<Catalogue> => {
  const wanted = isLocale(locale) ? locale : 'en';
  const whole = loaded.get(wanted);
  if (whole) return whole;
  if (wanted !== 'en') return loadCatalogue(wanted);
  return started ? (agentsEnglish ?? loadCatalogue('en')) : englishFirst;
};
/** Whether polyglot has been made: from then on English means the whole English catalogue. */
let started = false;

// Starts in English: a remembered Malay or Chinese is switched to by loadStoredLocale before the first render.
const polyglot = polyglotI18nProvider(getMessages, 'en', availableLocales, {
  allowMissing: true,
  // Malay and Chinese have one plural form; polyglot knows them only as `ms` and `zh`.
  pluralRules,
});
started = true;

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
 * A switch of polyglot's English to a larger part, made once (every caller waits for the same switch):
 * `download` fetches the part, then polyglot takes it unless a change of language was asked for meanwhile
 * (that language has its own catalogue). Does nothing in Malay and Chinese (downloaded whole); a failed
 * download is tried again next time.
 */
const englishSwitch = (download: () => Promise<unknown>) => {
  let switched: Promise<void> | undefined;
  return (): Promise<void> => {
    if (polyglot.getLocale() !== 'en') return Promise.resolve();
    switched ??= (async () => {
      const change = latestChange;
      await download();
      if (change === latestChange && polyglot.getLocale() === 'en') await polyglot.changeLocale('en');
    })().catch((error: unknown) => {
      switched = undefined;
      throw error;
    });
    return switched;
  };
};

/**
 * Makes sure every message of the current language is there: the back office's first screen has only
 * its own English ones; every other screen waits for this beside its code (lazyScreen), so that it never
 * shows a message's key.
 */
export const loadAllMessages = englishSwitch(() => loadCatalogue('en'));

/**
 * Makes sure every message the agent portal shows is there, in its language: in English the first part
 * and the portal's (not the staff screens', which the portal never shows). App.tsx waits for it beside
 * the portal's code.
 */
export const loadAgentMessages = englishSwitch(async () => {
  if (loaded.has('en')) return;
  const { enAgents } = await import('../../i18n/en.agents');
  agentsEnglish ??= withFirstPart(enAgents);
});

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
