import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { catalogues } from './index';
import { pluralRules } from './pluralRules';

const say = (locale: 'en' | 'my' | 'cn', key: string, count: number) =>
  new Polyglot({ locale, phrases: catalogues[locale], pluralRules }).t(key, { smart_count: count, name: 'X' });

describe('plural forms of each language', () => {
  it('counts nights with the noun each language uses for that number', () => {
    expect([say('en', 'app.counts.nights', 1), say('en', 'app.counts.nights', 2)]).toEqual(['1 night', '2 nights']);
    expect([say('my', 'app.counts.nights', 1), say('my', 'app.counts.nights', 2)]).toEqual(['1 malam', '2 malam']);
    expect([say('cn', 'app.counts.nights', 1), say('cn', 'app.counts.nights', 2)]).toEqual(['1 晚', '2 晚']);
  });

  it('keeps the number where one item and many are worded differently (react-admin bulk actions)', () => {
    expect(say('my', 'ra.action.bulk_actions', 5)).toContain('5');
    expect(say('cn', 'ra.action.bulk_actions', 5)).toContain('5');
    expect(say('cn', 'ra.action.bulk_actions', 1)).toContain('1');
  });

  it('words server refusals with a count by that count (1 minute, 1 guest, 1 seat)', () => {
    expect(say('en', 'app.auth.too_many_attempts', 1)).toBe('Too many failed sign-ins. Try again in 1 minute.');
    expect(say('en', 'app.auth.too_many_attempts', 15)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(say('en', 'app.registration.too_many', 1)).toBe('Too many registrations from this address. Try again in 1 minute.');
    expect(say('en', 'app.booking.package_max_pax', 1)).toBe('This package takes at most 1 guest per booking');
    expect(say('en', 'app.events.too_many_seats', 4)).toBe('At most 4 seats per agent.');
    expect(say('my', 'app.events.too_many_seats', 1)).toBe('Paling banyak 1 tempat duduk bagi setiap ejen.');
  });
});
