import { datesOf } from './dates';

test('one date format per language: a stay day reads the same everywhere and never shifts with a time zone', () => {
  expect(datesOf('en').day('2026-12-10')).toBe('10 Dec 2026');
  expect(datesOf('my').day('2026-12-10')).toBe('10 Dis 2026');
  expect(datesOf('cn').day('2026-12-10')).toBe('2026年12月10日');
  // The date part of a timestamp is the day, whatever the zone the timestamp was written in.
  expect(datesOf('en').day('2026-12-10T23:30:00-08:00')).toBe('10 Dec 2026');
});

test('a moment reads on the resort\'s clock, in the same day format with the time of day', () => {
  // 16:04 UTC is 00:04 the next day on the island.
  const at = '2026-12-10T16:04:00Z';
  expect(datesOf('en').moment(at).replace(/\s/g, ' ')).toBe('11 Dec 2026, 12:04 am');
  expect(datesOf('my').moment(at).replace(/\s/g, ' ')).toBe('11 Dis 2026, 12:04 PG');
  expect(datesOf('cn').moment(at)).toBe('2026年12月11日 00:04');
  expect(datesOf('en').time(at).replace(/\s/g, ' ')).toBe('12:04 am');
});

test('weekday and month names come in the page\'s language', () => {
  expect(datesOf('en').weekday('2026-12-14')).toBe('Mon, 14 Dec');
  expect(datesOf('my').shortMonth(12)).toBe('Dis');
  expect(datesOf('cn').longMonth(1)).toBe('一月');
});
