import '@mantine/dates/styles.css';
import 'dayjs/locale/en-au';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { parseTypedDate } from '../../lib/date-input';
import type { ControlProps } from './field-controls';

/** Day first, as Australians write dates; the API stores them as 'YYYY-MM-DD'. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** The calendar's arrows; its month and year buttons are named by the month or year they show (WCAG 2.5.3). */
const ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * A date key's control: Mantine's DateInput showing and taking DD/MM/YYYY (typed as 5/3/1980 or picked from the
 * calendar), handing the field 'YYYY-MM-DD', the form the API stores. It lives in its own chunk (registry-field.tsx
 * loads it when a page first shows a date), so the dates library and dayjs stay out of pages without one.
 *
 * The field's value is '', a 'YYYY-MM-DD' date, or, after a blur on text that is no date, that text: the key's rule
 * then refuses it with the spec's message and nothing is saved, while the box keeps what was typed to be corrected.
 */
export default function DateControl({ field, chrome }: ControlProps) {
  const value = String(field.value ?? '');
  // The calendar's date: the field's while it is a date; the last one while the field holds text that is none, so the
  // box keeps that text on screen instead of being emptied.
  const [date, setDate] = useState<string | null>(isIsoDate(value) ? value : null);
  if (isIsoDate(value) ? value !== date : value === '' && date !== null) setDate(isIsoDate(value) ? value : null);
  // Leaving the box tidies a date to DD/MM/YYYY, but leaves text that is no date (or nothing) as typed.
  const [tidyOnBlur, setTidyOnBlur] = useState(true);

  return (
    <DateInput
      {...chrome}
      locale="en-au"
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDate}
      placeholder={DATE_FORMAT}
      value={date}
      fixOnBlur={tidyOnBlur}
      ariaLabels={ARIA_LABELS}
      // Mantine greys the other months' days and reds weekends, both under 4.5:1 on white (axe): shown as plain days
      // of this month only.
      hideOutsideDates
      weekendDays={[]}
      onInput={(event) => setTidyOnBlur(parseTypedDate(event.currentTarget.value) !== null)}
      // Each keystroke that makes a whole date: held until the box is left, like the text fields.
      onChange={(picked) => field.setValue(picked ?? '')}
      // A day picked in the calendar is saved at once, like the other choices.
      getDayProps={(day) => ({ onClick: () => void field.commit(day) })}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        void field.commit(text === '' ? '' : (parseTypedDate(text) ?? text));
      }}
    />
  );
}
