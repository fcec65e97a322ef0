import type { Catalogue } from './types';

type Notices = Record<'created' | 'updated' | 'deleted', string>;

/** "Rooms" → "rooms" for the middle of a sentence ("3 rooms deleted"); scripts without case are left alone. */
const midSentence = (name: string) => name.charAt(0).toLocaleLowerCase() + name.slice(1);

/**
 * react-admin's save and delete notices in the resort's words ("Room created", not "Element created"):
 * ra-core asks for `resources.<name>.notifications.created|updated|deleted` before its generic message, so
 * every resource gets them here, worded from its own name ("Room |||| Rooms") and the language's templates
 * (`app.backOffice.notifications`, with `%{name}`, `%{names}` and polyglot's `%{smart_count}`).
 */
export const withResourceNotifications = <C extends { app: Pick<Catalogue['app'], 'backOffice'>; resources: Record<string, { name: string; notifications?: Notices }> }>(
  catalogue: C,
): C => {
  const templates = catalogue.app.backOffice.notifications;
  const worded = <M extends { name: string; notifications?: Notices }>(messages: M): M => {
    const [one, many = one] = messages.name.split('||||').map((part) => part.trim());
    const word = (kind: keyof Notices) => templates[kind].replaceAll('%{name}', one).replaceAll('%{names}', midSentence(many));
    return { ...messages, notifications: messages.notifications ?? { created: word('created'), updated: word('updated'), deleted: word('deleted') } };
  };
  const resources = Object.fromEntries(Object.entries(catalogue.resources).map(([resource, messages]) => [resource, worded(messages)]));
  return { ...catalogue, resources: resources as C['resources'] };
};
