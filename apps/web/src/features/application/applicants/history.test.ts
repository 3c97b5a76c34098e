import { afterEach, describe, expect, it, vi } from 'vitest';
import { durationText, todayYmd } from './history';

describe('history helpers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives today as the browser’s own calendar date, late in the evening too', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 5, 23, 30));
    expect(todayYmd()).toBe('2026-01-05');
    vi.setSystemTime(new Date(2026, 10, 24, 0, 5));
    expect(todayYmd()).toBe('2026-11-24');
  });

  it('says a duration in years and months', () => {
    expect(durationText(0)).toBe('nothing');
    expect(durationText(5)).toBe('5 months');
    expect(durationText(12)).toBe('1 year');
    expect(durationText(28)).toBe('2 years 4 months');
  });
});
