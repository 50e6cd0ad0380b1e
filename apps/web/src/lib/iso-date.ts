/** A date as 'YYYY-MM-DD' (UTC), the value format of a date input. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same calendar day `years` years before `today`, e.g. the latest birth date of an adult. */
export function isoDateYearsAgo(years: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return isoDate(date);
}
