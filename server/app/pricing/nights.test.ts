import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, stayNights, weekdayOf } from './nights';

/** Calendar arithmetic the rates and surcharges depend on. */
describe('nights', () => {
  it('lists the nights from check-in up to, not including, check-out', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('knows the weekday of a night', () => {
    expect(['2026-11-16', '2026-11-20', '2026-11-21', '2026-11-22'].map(weekdayOf)).toEqual(['mon', 'fri', 'sat', 'sun']);
    expect(weekdayOf('1969-12-31')).toBe('wed');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(['2027-02-29', '2026-13-01', '2026-1-1', '2026-01-01T00:00:00Z', ''].some(isIsoDate)).toBe(false);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});
