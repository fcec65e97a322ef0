import { datesOf, DEFAULT_RESORT_ZONE, resortZone, setResortZone } from './dates';

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

test('once the server tells another resort zone, moments and times read on that clock; a zone it does not know changes nothing', () => {
  const at = '2026-12-10T20:00:00Z';
  expect(resortZone()).toBe(DEFAULT_RESORT_ZONE);
  expect(datesOf('en').moment(at).replace(/\s/g, ' ')).toBe('11 Dec 2026, 4:00 am');
  try {
    expect(setResortZone('America/Los_Angeles')).toBe(true);
    expect(datesOf('en').moment(at).replace(/\s/g, ' ')).toBe('10 Dec 2026, 12:00 pm');
    expect(datesOf('cn').time(at)).toBe('12:00');
    // Days of stays are calendar days: they never move with the zone.
    expect(datesOf('en').day('2026-12-10')).toBe('10 Dec 2026');
    expect(setResortZone('Mars/Base')).toBe(false);
    expect(setResortZone(undefined)).toBe(false);
    expect(resortZone()).toBe('America/Los_Angeles');
  } finally {
    setResortZone(DEFAULT_RESORT_ZONE);
  }
  expect(datesOf('en').moment(at).replace(/\s/g, ' ')).toBe('11 Dec 2026, 4:00 am');
});
