import { describe, expect, it } from 'vitest';
import { cnGuest } from './guest.cn';
import { enGuest } from './guest.en';
import { myGuest } from './guest.my';

/** Every leaf of a nested message object, keyed by its dotted path. */
const flatten = (messages: object, prefix = ''): Map<string, string> => {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [p, v] of flatten(value as object, path)) leaves.set(p, v);
    else leaves.set(path, String(value));
  }
  return leaves;
};

const placeholders = (message: string) => [...new Set(message.match(/%\{[^}]+\}/g) ?? [])].sort();

/** The guest site's own catalogues (apart from the full ones i18n/catalogues.test.ts checks). */
describe('guest site messages', () => {
  const english = flatten(enGuest);
  it.each([
    ['my', myGuest],
    ['cn', cnGuest],
  ])('%s has every English message, with its placeholders and smart-count forms', (_locale, catalogue) => {
    const translation = flatten(catalogue);
    expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of english) {
      const translated = translation.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(value));
      expect(translated.split('||||').length, key).toBe(value.split('||||').length);
    }
  });

  it('keeps Malay to the glossary: one word per age band', () => {
    for (const [key, value] of flatten(myGuest)) expect(value, key).not.toMatch(/\bbudak kecil\b|\banak kecil\b|\borang dewasa\b|\bkanak2\b/i);
  });
});
