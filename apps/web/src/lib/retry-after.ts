/**
 * The seconds a `Retry-After` header asks to wait: delta-seconds ("5") or an HTTP date;
 * null when the header is missing or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and zone ("Wed, 21 Oct 2015 07:28:00 GMT"); "-3" is no date.
  if (!/[a-z]/i.test(value)) return null;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
