import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { catalogues, LOCALES, type Locale } from './index';

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

/** CJK ideographs and kana: a message with any is a Chinese sentence. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Full-width punctuation, which belongs in Chinese sentences only. */
const FULL_WIDTH = /[，。：；！？（）【】、]/;
const PAIRS = [['(', ')'], ['（', '）'], ['[', ']'], ['【', '】'], ['“', '”']] as const;

/** One Malay word per age band: the others seen in catalogues before, which must not come back. */
const MALAY_SYNONYMS: [RegExp, string][] = [
  [/\bbudak kecil\b|\banak kecil\b|\bbayi bertatih\b/i, 'kanak-kanak kecil (toddler)'],
  [/\borang dewasa\b/i, 'dewasa (adult)'],
  [/\bkanak2\b|\banak-anak\b/i, 'kanak-kanak (child)'],
];

/**
 * What is wrong with the punctuation and wording of one message in `locale` (empty when nothing is):
 * double spaces, spaces before punctuation (en, my), ASCII punctuation in a Chinese sentence and
 * full-width punctuation outside one, unbalanced brackets, "(s)" plural hacks (polyglot's smart_count
 * forms say "1 night" / "2 nights"), and Malay words for an age band other than the one chosen.
 */
const punctuationProblems = (locale: Locale, message: string): string[] => {
  const problems: string[] = [];
  // Placeholders' names are code, not words.
  const text = message.replace(/%\{[^}]+\}/g, 'X');
  if (/\S {2,}\S/.test(text)) problems.push('double space');
  if (/\((s|es|ren)\)/.test(text)) problems.push('"(s)" plural: use smart_count forms');
  // A Chinese message may be all placeholders and full-width punctuation ("%{name}，%{count}").
  const chinese = CJK.test(text) || (locale === 'cn' && FULL_WIDTH.test(text));
  if (!chinese) {
    // ".eml" and ".5" start a word or a number: not punctuation.
    if (/\s[,.;:!?)](?![\p{L}\d])/u.test(text.replace(/\.\.\.|…/g, ''))) problems.push('space before punctuation');
    if (/\(\s/.test(text)) problems.push('space after an opening bracket');
    if (FULL_WIDTH.test(text)) problems.push('full-width punctuation outside a Chinese sentence');
  } else {
    // Between or after Chinese characters, commas, stops, colons, semicolons and marks are full-width.
    if (/[\u3400-\u9fff][,;!?]|[,;!?][\u3400-\u9fff]/.test(text) || /[\u3400-\u9fff][.:](?!\d)/.test(text)) {
      problems.push('ASCII punctuation in a Chinese sentence');
    }
    if (/\([^()]*[\u3400-\u9fff][^()]*\)/.test(text)) problems.push('ASCII brackets around Chinese words');
  }
  for (const [open, close] of PAIRS) {
    let depth = 0;
    for (const c of text) {
      if (c === open) depth++;
      else if (c === close && --depth < 0) break;
    }
    if (depth !== 0) problems.push(`unbalanced ${open}${close}`);
  }
  if (locale === 'my') for (const [word, chosen] of MALAY_SYNONYMS) if (word.test(text)) problems.push(`use ${chosen}`);
  return problems;
};

/** Placeholders a translation has that English does not: they would show as written. */
const extraPlaceholders = (english: object, translation: object): string[] => {
  const source = flatten(english);
  return [...flatten(translation)].flatMap(([key, value]) => {
    const englishValue = source.get(key);
    if (typeof value !== 'string' || typeof englishValue !== 'string') return [];
    return placeholders(value)
      .filter((p) => p !== '%{smart_count}' && !englishValue.includes(p))
      .map((p) => `${key}: ${p} is not in English`);
  });
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

  for (const locale of LOCALES) {
    it(`${locale}: punctuation, brackets, plurals and terms are right in every message`, () => {
      const problems = [...flatten(catalogues[locale])].flatMap(([key, value]) =>
        typeof value === 'string' ? punctuationProblems(locale, value).map((problem) => `${key}: ${problem} in "${value}"`) : [],
      );
      expect(problems).toEqual([]);
    });
  }

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: has no placeholder English lacks`, () => {
      expect(extraPlaceholders(catalogues.en, catalogues[locale])).toEqual([]);
    });
  }

  it('the punctuation check finds what a reader would trip over, and passes good messages', () => {
    expect(punctuationProblems('en', 'Two  spaces')).toEqual(['double space']);
    expect(punctuationProblems('en', '%{count} night(s)')).toEqual(['"(s)" plural: use smart_count forms']);
    expect(punctuationProblems('en', 'Wait , please')).toEqual(['space before punctuation']);
    expect(punctuationProblems('my', 'Tunggu（sebentar）')).toEqual(['full-width punctuation outside a Chinese sentence']);
    expect(punctuationProblems('cn', '请稍候,谢谢')).toEqual(['ASCII punctuation in a Chinese sentence']);
    expect(punctuationProblems('cn', '房间 (海景)')).toEqual(['ASCII brackets around Chinese words']);
    expect(punctuationProblems('en', 'Room (sea view')).toEqual(['unbalanced ()']);
    expect(punctuationProblems('my', '2 budak kecil')).toEqual(['use kanak-kanak kecil (toddler)']);
    expect(punctuationProblems('cn', '服务税（SST）8%，共 %{count} 晚：10:30 出发')).toEqual([]);
    expect(punctuationProblems('en', '%{name} (room %{room}), 1 night… at 10:30. Done!')).toEqual([]);
    expect(extraPlaceholders({ a: 'Hello %{name}' }, { a: 'Hai %{nama}' })).toEqual(['a: %{nama} is not in English']);
  });

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
