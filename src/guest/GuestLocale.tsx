import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GuestMessages } from '../../i18n/guest.types';
import type { Locale } from '../../i18n/types';
import { currentLocale } from '../shared/locale';
import { LOCALE_KEY } from '../shared/session';
import { LocaleContext, type LocaleState } from '../portal/localeContext';
import { guestMessagesIfLoaded, loadFullCatalogue, loadGuestMessages } from './catalogues';
import { translateWith, type Messages } from './translate';
import { PageLoading } from './layout/PageLoading';

interface Loaded {
  locale: Locale;
  guest: GuestMessages;
  /** The full catalogue of `locale`, once a page asked for it. */
  full: Messages | null;
}

interface FullCatalogueState {
  /** Whether the current language's full catalogue is loaded. */
  ready: boolean;
  /** Asks for it (again after a change of language); idempotent. */
  require: () => void;
}

const FullCatalogueContext = createContext<FullCatalogueState>({ ready: false, require: () => undefined });

/** The `lang` attribute's code of our locale codes. */
const htmlLang = (locale: Locale) => (locale === 'cn' ? 'zh' : locale === 'my' ? 'ms' : 'en');

/**
 * The guest site's language. It provides the agent portal's `LocaleContext`, so the agents' booking
 * steps (which read `useT()`) work inside, but on the guest namespace only (i18n/guest.*.ts, one small
 * chunk per language); a page that reuses those steps wraps them in `<FullCatalogue>`, which loads the
 * full catalogue of the language then. A change of language loads before it shows, so no screen
 * flickers through untranslated keys.
 */
export const GuestLocaleProvider = ({ children }: { children: ReactNode }) => {
  const latest = useRef<Locale>(currentLocale());
  // Words loaded before the first render (landingStart) show at once, without a loading step.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const guest = guestMessagesIfLoaded(latest.current);
    return guest ? { locale: latest.current, guest, full: null } : null;
  });
  const loadedAtStart = useRef(loaded !== null);
  const wantFull = useRef(false);

  const load = useCallback(async (locale: Locale) => {
    latest.current = locale;
    const [guest, full] = await Promise.all([loadGuestMessages(locale), wantFull.current ? loadFullCatalogue(locale) : Promise.resolve(null)]);
    // A quicker later choice wins over a slower earlier one.
    if (latest.current === locale) setLoaded({ locale, guest, full });
  }, []);

  useEffect(() => {
    if (!loadedAtStart.current) void load(latest.current);
  }, [load]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = htmlLang(loaded.locale);
  }, [loaded]);

  const setLocale = useCallback(
    async (next: Locale) => {
      localStorage.setItem(LOCALE_KEY, next);
      await load(next);
    },
    [load],
  );

  const requireFull = useCallback(() => {
    if (wantFull.current) return;
    wantFull.current = true;
    void load(latest.current);
  }, [load]);

  const value = useMemo<LocaleState | null>(() => {
    if (!loaded) return null;
    const messages: Messages = loaded.full ? { ...loaded.full, ...loaded.guest } : (loaded.guest as unknown as Messages);
    return { locale: loaded.locale, setLocale, t: (key, args) => translateWith(messages, key, args) };
  }, [loaded, setLocale]);

  const full = useMemo(() => ({ ready: !!loaded?.full, require: requireFull }), [loaded, requireFull]);

  if (!value) return <PageLoading />;
  return (
    <LocaleContext.Provider value={value}>
      <FullCatalogueContext.Provider value={full}>{children}</FullCatalogueContext.Provider>
    </LocaleContext.Provider>
  );
};

/** Loads the current language's full catalogue (the agents' booking steps read `app.*` and `wizard.*`); true once it is there. */
export const useFullCatalogue = () => {
  const { ready, require } = useContext(FullCatalogueContext);
  useEffect(require, [require]);
  return ready;
};

/** Shows `children` once the current language's full catalogue is loaded (a spinner until then). */
export const FullCatalogue = ({ children }: { children: ReactNode }) => (useFullCatalogue() ? <>{children}</> : <PageLoading />);

/** The guest site's language and its translate function (the portal's `useT()` works as well). */
export const useGuestLocale = () => {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useGuestLocale outside GuestLocaleProvider');
  return state;
};
