/**
 * When a client's next document reminder is due (the documents issue, "clients who are reminded";
 * docs/decisions/023-document-previews-and-reminders.md). Pure: the caller passes the clock and the business time zone.
 *
 * - The adviser's reminder_days ('2,5,10') are the gaps: the first reminder 2 days after the invitation, the next 5
 *   days after that reminder, the next 10 days after that; once the list is used up no more are sent. '' sends none.
 * - Never between 8 pm and 8 am in the business time zone: a reminder due then waits until 8 am.
 * - At most one a day (business date), the "Send a reminder now" button's included.
 */

export const QUIET_FROM_HOUR = 20;
export const QUIET_UNTIL_HOUR = 8;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** At most this many gaps are kept from the setting, each from 1 to 60 days. */
export const MAX_REMINDER_GAPS = 10;
export const MAX_REMINDER_GAP_DAYS = 60;

/** The gaps of a reminder_days setting; null when the text is not a valid setting ('' is valid: none). */
export function parseReminderDays(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',').map((p) => p.trim());
  if (parts.length > MAX_REMINDER_GAPS) return null;
  const days: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,2}$/.test(part)) return null;
    const n = Number(part);
    if (n < 1 || n > MAX_REMINDER_GAP_DAYS) return null;
    days.push(n);
  }
  return days;
}

/** The local wall clock of an instant in a time zone. */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

export function localDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant of a local wall-clock time (date + hour) in the time zone, daylight saving included. */
function atLocal(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Start from the same wall clock read as UTC, then correct by the zone's offset at that instant (twice, for the
  // rare case where the offset changes between the guess and the answer).
  let guess = Date.UTC(y, m - 1, d, hour);
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += Date.UTC(y, m - 1, d, hour) - shown;
  }
  return new Date(guess);
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function isQuietHour(at: Date, timeZone: string): boolean {
  const { hour } = localParts(at, timeZone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * The first instant at or after `at` when a reminder may go: outside quiet hours, and on a later business date than
 * `lastSentAt`.
 */
export function earliestSendable(at: Date, lastSentAt: Date | null, timeZone: string): Date {
  let when = at;
  const { hour } = localParts(when, timeZone);
  if (hour >= QUIET_FROM_HOUR) when = atLocal(nextDate(localDate(when, timeZone)), QUIET_UNTIL_HOUR, timeZone);
  else if (hour < QUIET_UNTIL_HOUR) when = atLocal(localDate(when, timeZone), QUIET_UNTIL_HOUR, timeZone);
  if (lastSentAt && localDate(when, timeZone) <= localDate(lastSentAt, timeZone)) {
    when = atLocal(nextDate(localDate(lastSentAt, timeZone)), QUIET_UNTIL_HOUR, timeZone);
  }
  return when;
}

export interface ReminderState {
  reminderDays: string;
  invitedAt: Date | null;
  lastReminderAt: Date | null;
  remindersSent: number;
}

/** When the next automatic reminder is due, or null when none will be (not invited, none set, list used up). */
export function nextReminderAt(state: ReminderState, timeZone: string): Date | null {
  if (!state.invitedAt) return null;
  const gaps = parseReminderDays(state.reminderDays) ?? [];
  const gap = gaps[state.remindersSent];
  if (gap === undefined) return null;
  const base = state.lastReminderAt ?? state.invitedAt;
  return earliestSendable(new Date(base.getTime() + gap * DAY_MS), state.lastReminderAt, timeZone);
}

/** Whether the automatic reminder is due at `now`. */
export function isReminderDue(state: ReminderState, now: Date, timeZone: string): boolean {
  const due = nextReminderAt(state, timeZone);
  return due !== null && due.getTime() <= now.getTime() && !isQuietHour(now, timeZone);
}
