import { describe, expect, it } from 'vitest';
import { earliestSendable, isQuietHour, isReminderDue, nextReminderAt, parseReminderDays } from './reminder-schedule';

const SYD = 'Australia/Sydney';
/** A Sydney wall-clock time (AEST +10 in June, AEDT +11 in December). */
const syd = (iso: string) => {
  const month = Number(iso.slice(5, 7));
  const offset = month >= 4 && month <= 9 ? '+10:00' : '+11:00';
  return new Date(`${iso}${offset}`);
};

describe('parseReminderDays', () => {
  it('reads comma-separated gaps of 1 to 60 days, and none', () => {
    expect(parseReminderDays('2,5,10')).toEqual([2, 5, 10]);
    expect(parseReminderDays(' 3 , 7 ')).toEqual([3, 7]);
    expect(parseReminderDays('')).toEqual([]);
    for (const bad of ['0', '61', '2,,5', 'a', '2.5', '-1', '1,2,3,4,5,6,7,8,9,10,11']) {
      expect(parseReminderDays(bad), bad).toBeNull();
    }
  });
});

describe('nextReminderAt', () => {
  const invitedAt = syd('2026-06-01T10:00:00');
  it('counts 2, 5 and 10 days from the invitation and then from each reminder, then stops', () => {
    const base = { reminderDays: '2,5,10', invitedAt, lastReminderAt: null, remindersSent: 0 };
    expect(nextReminderAt(base, SYD)).toEqual(syd('2026-06-03T10:00:00'));
    const first = syd('2026-06-03T10:05:00');
    expect(nextReminderAt({ ...base, lastReminderAt: first, remindersSent: 1 }, SYD)).toEqual(
      syd('2026-06-08T10:05:00'),
    );
    const second = syd('2026-06-08T11:00:00');
    expect(nextReminderAt({ ...base, lastReminderAt: second, remindersSent: 2 }, SYD)).toEqual(
      syd('2026-06-18T11:00:00'),
    );
    expect(nextReminderAt({ ...base, lastReminderAt: second, remindersSent: 3 }, SYD)).toBeNull();
    expect(nextReminderAt({ ...base, reminderDays: '' }, SYD)).toBeNull();
    expect(nextReminderAt({ ...base, invitedAt: null }, SYD)).toBeNull();
  });

  it('moves a reminder due between 8 pm and 8 am to 8 am', () => {
    const evening = {
      reminderDays: '2',
      invitedAt: syd('2026-06-01T21:30:00'),
      lastReminderAt: null,
      remindersSent: 0,
    };
    expect(nextReminderAt(evening, SYD)).toEqual(syd('2026-06-04T08:00:00'));
    const night = { ...evening, invitedAt: syd('2026-06-01T02:15:00') };
    expect(nextReminderAt(night, SYD)).toEqual(syd('2026-06-03T08:00:00'));
    const justBefore = { ...evening, invitedAt: syd('2026-06-01T19:59:00') };
    expect(nextReminderAt(justBefore, SYD)).toEqual(syd('2026-06-03T19:59:00'));
  });

  it('keeps 8 am local across daylight saving (Sydney moves to +11 on 4 October 2026)', () => {
    const state = { reminderDays: '1', invitedAt: syd('2026-10-03T22:00:00'), lastReminderAt: null, remindersSent: 0 };
    // Due 4 October 22:00 +10 = 23:00 +11 local: quiet, so 8 am on 5 October, +11.
    expect(nextReminderAt(state, SYD)?.toISOString()).toBe(new Date('2026-10-05T08:00:00+11:00').toISOString());
  });
});

describe('quiet hours and one a day', () => {
  it('knows the quiet hours in the business time zone', () => {
    expect(isQuietHour(syd('2026-06-01T19:59:00'), SYD)).toBe(false);
    expect(isQuietHour(syd('2026-06-01T20:00:00'), SYD)).toBe(true);
    expect(isQuietHour(syd('2026-06-02T07:59:00'), SYD)).toBe(true);
    expect(isQuietHour(syd('2026-06-02T08:00:00'), SYD)).toBe(false);
  });

  it('never sends twice on one business day', () => {
    const last = syd('2026-06-01T09:00:00');
    expect(earliestSendable(syd('2026-06-01T15:00:00'), last, SYD)).toEqual(syd('2026-06-02T08:00:00'));
    expect(earliestSendable(syd('2026-06-02T15:00:00'), last, SYD)).toEqual(syd('2026-06-02T15:00:00'));
    // A manual reminder at 9 am then a gap of one day lands the next one on the next day, not the same.
    const state = { reminderDays: '1', invitedAt: syd('2026-05-01T09:00:00'), lastReminderAt: last, remindersSent: 0 };
    expect(nextReminderAt(state, SYD)).toEqual(syd('2026-06-02T09:00:00'));
  });

  it('is due once its time has come, and not in quiet hours', () => {
    const state = { reminderDays: '2', invitedAt: syd('2026-06-01T10:00:00'), lastReminderAt: null, remindersSent: 0 };
    expect(isReminderDue(state, syd('2026-06-03T09:59:00'), SYD)).toBe(false);
    expect(isReminderDue(state, syd('2026-06-03T10:00:00'), SYD)).toBe(true);
    expect(isReminderDue(state, syd('2026-06-03T21:00:00'), SYD)).toBe(false);
    expect(isReminderDue(state, syd('2026-06-04T08:00:00'), SYD)).toBe(true);
  });
});
