import type { Locale } from '../../i18n/types';
import type { GuestMessages } from '../../i18n/guest.types';
import type { Messages } from './translate';

const loadedGuestMessages = new Map<Locale, GuestMessages>();

/** The guest site's own messages of one language: a small chunk per language. */
export const loadGuestMessages = (locale: Locale): Promise<GuestMessages> =>
  (locale === 'my'
    ? import('../../i18n/guest.my').then((m) => m.myGuest)
    : locale === 'cn'
      ? import('../../i18n/guest.cn').then((m) => m.cnGuest)
      : import('../../i18n/guest.en').then((m) => m.enGuest)
  ).then((messages) => {
    loadedGuestMessages.set(locale, messages);
    return messages;
  });

/** A language's guest messages if they are loaded already (the front page starts them before it renders), so a first render needs no loading step. */
export const guestMessagesIfLoaded = (locale: Locale) => loadedGuestMessages.get(locale);

/**
 * One language's full catalogue (`app.*`, `wizard.*`, `resources.*`, react-admin's `ra.*`), for pages
 * that reuse the agents' booking steps, which read those keys. Never on the landing page's path.
 */
export const loadFullCatalogue = async (locale: Locale): Promise<Messages> => {
  const [{ withResourceNotifications }, catalogue] = await Promise.all([
    import('../../i18n/resourceNotifications'),
    locale === 'my' ? import('../../i18n/my').then((m) => m.my) : locale === 'cn' ? import('../../i18n/cn').then((m) => m.cn) : import('../../i18n/en').then((m) => m.en),
  ]);
  return withResourceNotifications(catalogue) as unknown as Messages;
};
