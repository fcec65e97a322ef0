import { describe, expect, it } from 'vitest';
import { translator } from '../http/i18n';
import { describeQuote } from './describe';
import { quote } from './quote';
import { deluxeRoom, people, rm, simpleInput, sst } from './testFixtures';
import type { SeatBoatRequest } from './types';

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
    expect(words[0]).toBe('Deluxe Sea View Chalet (room 1), Regular 2026, adult, night of 2026-11-16');
    expect(words).toContain('Marang Jetty → Pulau Damai, 1 × toddler, return (2 ways)');
    expect(words).toContain('Discount, code DAMAI10');
    expect(words.some((w) => /^Service Tax \(SST\) 8%, 8% of RM [\d,]+\.\d\d$/.test(w))).toBe(true);
  });

  it('words the same stored quote in Malay and in Chinese', () => {
    expect(wordsIn('my')[0]).toBe('Deluxe Sea View Chalet (bilik 1), Regular 2026, dewasa, malam 2026-11-16');
    expect(wordsIn('my')).toContain('Marang Jetty → Pulau Damai, 1 × bayi bertatih, pergi balik (2 hala)');
    expect(wordsIn('cn')[0]).toBe('Deluxe Sea View Chalet（1 号房），Regular 2026，成人，2026-11-16 当晚');
    expect(wordsIn('cn')).toContain('折扣，优惠码 DAMAI10');
  });

  it('leaves amounts, quantities and totals as they were', () => {
    const described = describeQuote(priced, translator('cn'));
    expect(described.lines.map(({ description: _d, ...line }) => line)).toEqual(priced.lines);
    expect(described.total).toBe(priced.total);
  });
});
