import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { catalogues, LOCALES } from './index';

/** Every leaf of a nested message object, keyed by its dotted path ("ra.action.save"). */
const flatten = (messages: object, prefix = ''): Map<string, unknown> => {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leafPath, leaf] of flatten(value as object, path)) leaves.set(leafPath, leaf);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
};

const placeholders = (message: string): string[] => [...new Set(message.match(/%\{[^}]+\}/g) ?? [])];

/** Smart-count forms of a message: "1 item |||| %{smart_count} items" has two. */
const formCount = (message: string): number => message.split('||||').length;

/** Everything wrong with `translation` compared with the English catalogue; empty when it is complete. */
const compare = (english: object, translation: object): string[] => {
  const source = flatten(english);
  const target = flatten(translation);
  const problems: string[] = [];
  for (const [key, englishValue] of source) {
    if (typeof englishValue !== 'string') {
      problems.push(`${key}: English value is not a string`);
      continue;
    }
    const value = target.get(key);
    if (!target.has(key)) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${key}: not a string`);
      continue;
    }
    // react-admin's `ra.boolean.null` is a single space in English; anything else must have visible text.
    const blank = englishValue.trim() === '' ? value.length === 0 : value.trim() === '';
    if (blank) problems.push(`${key}: empty`);
    for (const placeholder of placeholders(englishValue)) {
      if (!value.includes(placeholder)) problems.push(`${key}: lacks ${placeholder}`);
    }
    if (formCount(value) !== formCount(englishValue)) {
      problems.push(`${key}: has ${formCount(value)} smart-count forms, English has ${formCount(englishValue)}`);
    }
  }
  for (const key of target.keys()) {
    if (!source.has(key)) problems.push(`${key}: not in English`);
  }
  return problems;
};

describe('i18n catalogues', () => {
  const english = catalogues.en;

  it('has a catalogue for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it('English includes every react-admin message', () => {
    const missing = [...flatten(englishMessages).keys()].filter((key) => !flatten(english).has(key));
    expect(missing).toEqual([]);
  });

  it('English has no empty message', () => {
    const empty = [...flatten(english)].filter(([, value]) => typeof value !== 'string' || value.length === 0);
    expect(empty).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      it('has every English key, non-empty, with its placeholders and smart-count forms, and no extra key', () => {
        expect(compare(english, catalogues[locale])).toEqual([]);
      });

      it('translates react-admin rather than copying English', () => {
        const ra = flatten({ ra: catalogues[locale].ra });
        const copied = [...flatten(englishMessages)].filter(
          ([key, value]) => typeof value === 'string' && /[a-z]{3}/i.test(value) && ra.get(key) === value,
        );
        // A few words are the same in both languages; most of react-admin's messages must differ.
        expect(copied.length).toBeLessThan(5);
      });
    });
  }

  it('the comparison reports missing keys, extra keys, empty messages and lost placeholders', () => {
    const source = { a: 'Hello %{name}', b: { c: 'One |||| %{smart_count} items' }, d: 'Done' };
    expect(compare(source, { a: 'Hai %{name}', b: { c: 'Satu |||| %{smart_count} item' }, d: 'Siap' })).toEqual([]);
    expect(
      compare(source, { a: 'Hai', b: { c: '%{smart_count} item' }, d: ' ', e: 'extra' }),
    ).toEqual([
      'a: lacks %{name}',
      'b.c: has 1 smart-count forms, English has 2',
      'd: empty',
      'e: not in English',
    ]);
    expect(compare(source, { a: 'Hai %{name}', d: 'Siap' })).toEqual(['b.c: missing']);
  });
});
