import { describe, expect, it } from 'vitest';
import { translator } from '../http/i18n';
import { describeQuote } from './describe';
import { quote } from './quote';
import { deluxeRoom, marineParkFee, weekendSurcharge, people, rm, simpleInput, sst } from './testFixtures';
import type { SeatBoatRequest, Tax } from './types';

const seatBoat: SeatBoatRequest = {
  id: 'marang',
  kind: 'boat-seat',
  name: 'Marang Jetty → Pulau Damai',
  tripType: 'return',
  persons: people(2, 0, 1),
  adultPrice: rm(70),
  childPrice: rm(50),
};
const priced = quote(simpleInput({ rooms: [deluxeRoom(people(2))], transport: [seatBoat], taxes: [sst], discount: { code: 'DAMAI10', amount: rm(10) } }));
const wordsIn = (locale: 'en' | 'my' | 'cn') => describeQuote(priced, translator(locale)).lines.map((l) => l.description);

describe('quote lines in the reader language', () => {
  it('words every line in English, with pax types, ways and money worded too', () => {
    const words = wordsIn('en');
    expect(words[0]).toBe('Deluxe Sea View Chalet (room 1), Regular 2026, adult, night of 16 Nov 2026');
    expect(words).toContain('Marang Jetty → Pulau Damai, 1 × toddler, return (2 ways)');
    expect(words).toContain('Discount, code DAMAI10');
    expect(words.some((w) => /^Service Tax \(SST\) 8%, 8% of RM [\d,]+\.\d\d$/.test(w))).toBe(true);
  });

  it('words the same stored quote in Malay and in Chinese', () => {
    expect(wordsIn('my')[0]).toBe('Deluxe Sea View Chalet (bilik 1), Regular 2026, dewasa, malam 16 Nov 2026');
    expect(wordsIn('my')).toContain('Marang Jetty → Pulau Damai, 1 × kanak-kanak kecil, pergi balik (2 hala)');
    expect(wordsIn('cn')[0]).toBe('Deluxe Sea View Chalet（1 号房），Regular 2026，成人，2026年11月16日当晚');
    expect(wordsIn('cn')).toContain('折扣，优惠码 DAMAI10');
  });

  it('counts guests and nights with the language plural forms, never "guest(s)"', () => {
    const fee = (guests: number, locale: 'en' | 'my' | 'cn') =>
      describeQuote(quote(simpleInput({ rooms: [deluxeRoom(people(guests))], additionalCharges: [marineParkFee] })), translator(locale)).lines.find((l) => l.kind === 'charge')?.description;
    expect([fee(1, 'en'), fee(3, 'en')]).toEqual(['Marine Park conservation fee, 1 guest', 'Marine Park conservation fee, 3 guests']);
    expect([fee(1, 'my'), fee(3, 'my')]).toEqual(['Marine Park conservation fee, 1 tetamu', 'Marine Park conservation fee, 3 tetamu']);
    expect([fee(1, 'cn'), fee(3, 'cn')]).toEqual(['Marine Park conservation fee，1 位客人', 'Marine Park conservation fee，3 位客人']);
    const weekend = describeQuote(quote(simpleInput({ checkIn: '2026-11-20', checkOut: '2026-11-22', surcharges: [{ ...weekendSurcharge }] })), translator('en'));
    expect(weekend.lines.find((l) => l.kind === 'surcharge')?.description).toBe('Weekend supplement (Fri & Sat nights), Deluxe Sea View Chalet (room 1), 2 nights');
  });

  it('names what staff entered in the reader language when it has a translation, else as entered', () => {
    const sstMalay = { ...sst, name: 'Service Tax (SST) 8%', nameTranslations: { my: 'Cukai Perkhidmatan (SST) 8%', cn: '服务税 (SST) 8%' } };
    const described = (locale: 'en' | 'my' | 'cn', tax: Tax = sstMalay) => describeQuote(quote(simpleInput({ taxes: [tax] })), translator(locale)).lines.find((l) => l.kind === 'tax')?.description ?? '';
    expect(described('en')).toMatch(/^Service Tax \(SST\) 8%, 8% of RM/);
    expect(described('my')).toMatch(/^Cukai Perkhidmatan \(SST\) 8%, 8% daripada RM/);
    expect(described('cn')).toMatch(/^服务税 \(SST\) 8%，RM/);
    expect(described('cn', { ...sstMalay, nameTranslations: { my: 'Cukai Perkhidmatan (SST) 8%' } })).toMatch(/^Service Tax \(SST\) 8%，RM/);
  });

  it('leaves amounts, quantities and totals as they were', () => {
    const described = describeQuote(priced, translator('cn'));
    expect(described.lines.map(({ description: _d, ...line }) => line)).toEqual(priced.lines);
    expect(described.total).toBe(priced.total);
  });
});
