import { addDays, addYears, daysFrom, endOfNextMonth, isoDate, isValidIsoDate } from '../dates';

describe('dates', () => {
  it('counts calendar days without a time zone drifting them', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addYears('2024-02-29', -18)).toBe('2006-02-28');
    expect(endOfNextMonth('2025-01-31')).toBe('2025-02-28');
    expect(endOfNextMonth('2025-12-05')).toBe('2026-01-31');
    expect(daysFrom('2025-06-29', '2025-07-02')).toEqual(['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02']);
  });

  it('takes today in Rome, not in the machine zone', () => {
    expect(isoDate(new Date('2025-06-14T22:30:00Z'))).toBe('2025-06-15');
    expect(isoDate(new Date('2025-01-14T22:30:00Z'))).toBe('2025-01-14');
  });

  it('refuses days that are not on the calendar', () => {
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('15/06/2025')).toBe(false);
  });
});
