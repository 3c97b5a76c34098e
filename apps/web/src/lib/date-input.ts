/**
 * Dates as typed in a date box, day first (DD/MM/YYYY) as Australians write them; the API stores 'YYYY-MM-DD'. Apart
 * from dates.ts, which every page loads, as only the fact-find's date fields need these.
 */
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A 'YYYY-MM-DD' date as typed in a date box: '05/03/1980'. Anything else is returned as it is. */
export function formatDateInput(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ymd;
}

/**
 * A typed date, day first as Australians write it, to 'YYYY-MM-DD': '5/3/1980', '05/03/1980', '5-3-1980', '5.3.1980'
 * and '5 3 1980' are all 5 March 1980; an ISO '1980-03-05' is taken as it is. Null for anything that is not a day of
 * the calendar (31/02/1980) or has no four-digit year ('5/3/80' could be either century).
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(typed);
  const parts = iso
    ? { y: Number(iso[1]), m: Number(iso[2]), d: Number(iso[3]) }
    : dayFirst
      ? { y: Number(dayFirst[3]), m: Number(dayFirst[2]), d: Number(dayFirst[1]) }
      : null;
  if (!parts) return null;
  const date = new Date(Date.UTC(parts.y, parts.m - 1, parts.d));
  if (date.getUTCFullYear() !== parts.y || date.getUTCMonth() !== parts.m - 1 || date.getUTCDate() !== parts.d) {
    return null;
  }
  return `${String(parts.y).padStart(4, '0')}-${pad2(parts.m)}-${pad2(parts.d)}`;
}
