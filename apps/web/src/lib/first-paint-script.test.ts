import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';
import { applyTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme';

const html = document.documentElement;

function systemPrefers(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener() {}, removeEventListener() {} })),
  );
}

/** Runs the inline script as the browser would, on a fresh <html>. */
function runFirstPaint() {
  html.className = '';
  html.style.colorScheme = '';
  new Function(FIRST_PAINT_SCRIPT)();
  return { dark: html.classList.contains('dark'), colorScheme: html.style.colorScheme };
}

/** What main.tsx applies once the app loads. */
function runApp() {
  html.className = '';
  html.style.colorScheme = '';
  applyTheme(readStoredTheme());
  return { dark: html.classList.contains('dark'), colorScheme: html.style.colorScheme };
}

afterEach(() => {
  vi.unstubAllGlobals();
  html.className = '';
  html.style.colorScheme = '';
});

describe('the first-paint script (theme before the app loads)', () => {
  it.each([
    ['dark', false, true],
    ['dark', true, true],
    ['light', true, false],
    ['light', false, false],
    ['system', true, true],
    ['system', false, false],
    [null, true, true],
    ['nonsense', false, false],
  ])('stored %s with a dark system %s: dark %s, as the app itself decides', (stored, systemDark, dark) => {
    systemPrefers(systemDark);
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    const first = runFirstPaint();
    expect(first).toEqual({ dark, colorScheme: dark ? 'dark' : 'light' });
    expect(runApp()).toEqual(first);
  });

  it('does not throw when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => runFirstPaint()).not.toThrow();
  });
});
