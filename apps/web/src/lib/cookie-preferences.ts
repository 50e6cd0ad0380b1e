import {
  COOKIE_PREFERENCES_COOKIE,
  DEFAULT_COOKIE_PREFERENCES,
  type CookiePreferences,
  type OptionalCookieCategory,
} from '@kindred/contract/legal';

// The member's Cookie Policy choices (decision 040), kept in a first-party cookie so that they
// are readable before sign-in and survive a reload. Any code that stores something on the device
// for a non-essential purpose (a theme copy, analytics, advertising) asks `allows` first.

const DAY_SECONDS = 24 * 60 * 60;

function cookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The saved choices, or the defaults (all on, SPEC 2) when none are saved or they are unreadable. */
export function readCookiePreferences(cookieString: string = document.cookie): CookiePreferences {
  const raw = cookieValue(cookieString, COOKIE_PREFERENCES_COOKIE.name);
  if (raw === null) return { ...DEFAULT_COOKIE_PREFERENCES };
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    const saved = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const read = (category: OptionalCookieCategory) =>
      typeof saved[category] === 'boolean' ? saved[category] : DEFAULT_COOKIE_PREFERENCES[category];
    return { functional: read('functional'), analytics: read('analytics'), advertising: read('advertising') };
  } catch {
    return { ...DEFAULT_COOKIE_PREFERENCES };
  }
}

/** True when the member allows storage of this kind on this device. */
export function allows(category: OptionalCookieCategory): boolean {
  try {
    return readCookiePreferences()[category];
  } catch {
    return DEFAULT_COOKIE_PREFERENCES[category];
  }
}

/** Writes the choices for a year; false when the browser refused the cookie. */
export function saveCookiePreferences(preferences: CookiePreferences): boolean {
  const value = encodeURIComponent(JSON.stringify(preferences));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${COOKIE_PREFERENCES_COOKIE.name}=${value}; Max-Age=${COOKIE_PREFERENCES_COOKIE.maxAgeDays * DAY_SECONDS}` +
    `; Path=/; SameSite=Lax${secure}`;
  return cookieValue(document.cookie, COOKIE_PREFERENCES_COOKIE.name) === value;
}
