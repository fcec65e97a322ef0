import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dateFormat';

describe('the date format of each language', () => {
  it('writes a calendar day the same way in every time zone', () => {
    expect(formatDay('2026-12-10', 'en')).toBe('10 Dec 2026');
    expect(formatDay('2026-12-10', 'my')).toBe('10 Dis 2026');
    expect(formatDay('2026-12-10', 'cn')).toBe('2026年12月10日');
    expect(formatDay('2026-12-10T23:30:00+08:00', 'en')).toBe('10 Dec 2026');
  });

  it('writes a moment in the time zone asked for', () => {
    expect(formatMoment('2026-12-10T16:30:00Z', 'en', 'Asia/Kuala_Lumpur')).toBe('11 Dec 2026, 12:30 am');
    expect(formatMoment('2026-12-10T16:30:00Z', 'cn', 'Asia/Kuala_Lumpur')).toBe('2026年12月11日 00:30');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
