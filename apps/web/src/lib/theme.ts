import { THEMES, type Theme } from '@kindred/contract/themes';
import { allows } from './cookie-preferences';
import { THEME_STORAGE_KEY } from './first-paint-script';

// Dark mode (DESIGN 2: stored on the server and applied): a `dark` class on <html> drives
// Tailwind's dark variant. A copy of the member's choice is kept in localStorage so the first
// paint already has the right colours; the server's value wins once the session loads.
// That copy is Functional storage (Cookie Policy, decision 040): kept only while it is allowed.

export { THEME_STORAGE_KEY } from './first-paint-script';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((theme) => theme === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** The theme on screen now, which the device copy may lag behind when it is not kept. */
let currentTheme: Theme | null = null;

export function storeTheme(theme: Theme): void {
  try {
    if (allows('functional')) localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** 'system' follows the device (prefers-color-scheme). */
export function isDark(theme: Theme, prefersDark = systemPrefersDark()): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark);
}

/** Puts the theme on <html>: the `dark` class and the matching native color-scheme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  currentTheme = theme;
  const dark = isDark(theme);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Stores and applies the theme. */
export function setTheme(theme: Theme): void {
  storeTheme(theme);
  applyTheme(theme);
}

/** Re-applies the stored theme when the device switches between light and dark. */
export function followSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => applyTheme(currentTheme ?? readStoredTheme());
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** After the cookie preferences change: keeps the device copy, or removes it. */
export function syncStoredTheme(): void {
  storeTheme(currentTheme ?? readStoredTheme());
}
