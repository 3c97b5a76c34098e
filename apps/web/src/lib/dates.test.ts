import { describe, expect, it } from 'vitest';
import { formatDateInput, parseTypedDate } from './date-input';
import { formatDate, formatDateTime, formatDay, formatDayMonth } from './dates';

describe('dates as Australians read them', () => {
  it('shows a stored date day first, in words or as a date box shows it', () => {
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDate('1980-03-05')).toBe('5 Mar 1980');
    expect(formatDate(null)).toBe('');
    expect(formatDateInput('1980-03-05')).toBe('05/03/1980');
    expect(formatDateInput('')).toBe('');
    expect(formatDayMonth('2026-03-05')).toBe('5 Mar');
  });

  it('shows a moment day first with the time', () => {
    const shown = formatDateTime(new Date(2026, 10, 24, 15, 5).toISOString());
    expect(shown).toMatch(/^24 Nov 2026, 3:05\s?pm$/);
  });

  it('shows the day of a moment in the local time zone, not the UTC one', () => {
    // Five past midnight local time is still the day before in UTC for any zone east of Greenwich.
    expect(formatDay(new Date(2026, 10, 24, 0, 5).toISOString())).toBe('24 Nov 2026');
    expect(formatDay(null)).toBe('');
  });

  it('reads a typed date day first', () => {
    expect(parseTypedDate('5/3/1980')).toBe('1980-03-05');
    expect(parseTypedDate('05/03/1980')).toBe('1980-03-05');
    expect(parseTypedDate(' 5-3-1980 ')).toBe('1980-03-05');
    expect(parseTypedDate('5.3.1980')).toBe('1980-03-05');
    expect(parseTypedDate('5 3 1980')).toBe('1980-03-05');
    expect(parseTypedDate('24/11/2026')).toBe('2026-11-24');
    expect(parseTypedDate('29/02/1980')).toBe('1980-02-29');
    expect(parseTypedDate('1980-03-05')).toBe('1980-03-05');
  });

  it('refuses what is no day of the calendar or leaves the century to guess', () => {
    for (const typed of ['31/02/1980', '29/02/1981', '13/13/1980', '0/3/1980', '5/3/80', '5/3', '1980', 'soon', '']) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
    // Month first is not read as such: 3/24 is no month.
    expect(parseTypedDate('3/24/1980')).toBeNull();
  });
});
