import Polyglot from 'node-polyglot';
import { catalogues } from './index';
import { paxSummary } from './paxSummary';
import { pluralRules } from './pluralRules';
import type { Locale } from './types';

const translate = (locale: Locale) => {
  const polyglot = new Polyglot({ phrases: catalogues[locale], locale, pluralRules });
  return (key: string, args?: Record<string, unknown>) => polyglot.t(key, args);
};

test('only the bands with somebody, each in its plural form', () => {
  const t = translate('en');
  expect(paxSummary({ adults: 2, children: 0, toddlers: 1, infants: 0 }, t)).toBe('2 adults, 1 toddler');
  expect(paxSummary({ adults: 1, children: 3, toddlers: 0, infants: 2 }, t)).toBe('1 adult, 3 children, 2 infants');
});

test('Malay and Chinese word it with their one form and their own separator', () => {
  expect(paxSummary({ adults: 2, children: 1, toddlers: 0, infants: 0 }, translate('my'))).toBe('2 dewasa, 1 kanak-kanak');
  expect(paxSummary({ adults: 2, children: 0, toddlers: 1, infants: 0 }, translate('cn'))).toBe('成人 2 位，幼儿 1 位');
});
