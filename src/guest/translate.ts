/** A nested message object: strings, or further objects (a catalogue or a part of one). */
export interface Messages {
  [key: string]: string | Messages;
}

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Polyglot's rules in a few lines, so the guest site's first screen does not download polyglot and
 * react-admin's i18n: `%{name}` placeholders, and "one |||| other" forms picked by `smart_count`
 * (the first for 1, the second for any other number, as i18n/pluralRules.ts does for every language).
 * A missing key falls back to `_` when given, else to the key itself (polyglot's allowMissing).
 */
export const translateWith = (messages: Messages, key: string, args: Record<string, unknown> = {}): string => {
  const found = lookup(messages, key) ?? (typeof args._ === 'string' ? args._ : undefined);
  if (found === undefined) return key;
  let text = found;
  if (typeof args.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    text = forms[args.smart_count === 1 ? 0 : Math.min(1, forms.length - 1)];
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args && args[name] !== undefined ? String(args[name]) : whole));
};
