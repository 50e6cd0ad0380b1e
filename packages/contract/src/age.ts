const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' into its parts, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date ('YYYY-MM-DD') and `today` (UTC calendar days). */
export function ageOn(birthdate: string, today: Date = new Date()): number | null {
  const parts = parseIsoDate(birthdate);
  if (!parts) return null;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - parts.year;
  if (m < parts.month || (m === parts.month && d < parts.day)) age -= 1;
  return age;
}

/**
 * For clients that send only an age (SPEC 3 registration payload): the latest birth date
 * consistent with that age today. See docs/decisions/003-age-without-birth-date.md.
 */
export function birthdateForAge(age: number, today: Date = new Date()): string {
  const year = today.getUTCFullYear() - age;
  const month = today.getUTCMonth() + 1;
  let day = today.getUTCDate();
  // 29 February in a year that has none: 28 February keeps the age right.
  while (!parseIsoDate(`${year}-${pad(month)}-${pad(day)}`)) day -= 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
