import { describe, expect, it } from 'vitest';
import { surchargeApplies } from './surcharges';

const base = { active: true, startDate: null, endDate: null, weekdays: null };

describe('which nights a surcharge applies to', () => {
  it('one with no dates and no weekdays applies every night, unless it follows the calendar', () => {
    expect(surchargeApplies(base, '2027-01-20')).toBe(true);
    expect(surchargeApplies({ ...base, markedDays: [] }, '2027-01-20')).toBe(false);
  });

  it('one that follows the calendar applies on its marked days and on its weekdays, within its dates', () => {
    const weekendOrMarked = { ...base, weekdays: ['fri' as const, 'sat' as const], markedDays: ['2027-01-20'], startDate: '2027-01-01', endDate: '2027-12-31' };
    expect(surchargeApplies(weekendOrMarked, '2027-01-20')).toBe(true); // a marked Wednesday
    expect(surchargeApplies(weekendOrMarked, '2027-01-22')).toBe(true); // a Friday
    expect(surchargeApplies(weekendOrMarked, '2027-01-21')).toBe(false); // an unmarked Thursday
    expect(surchargeApplies({ ...weekendOrMarked, markedDays: ['2028-01-19'] }, '2028-01-19')).toBe(false); // marked, but past its dates
  });

  it('an inactive one never applies, marked or not', () => {
    expect(surchargeApplies({ ...base, active: false, markedDays: ['2027-01-20'] }, '2027-01-20')).toBe(false);
  });
});
