import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, followSystemTheme, isDark, readStoredTheme, setTheme, THEME_STORAGE_KEY } from './theme';

type Listener = () => void;

/** matchMedia for (prefers-color-scheme: dark), switchable by the test. */
function mockSystemTheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const html = document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  html.classList.remove('dark');
  html.style.colorScheme = '';
});

describe('theme', () => {
  it('reads the stored copy, and follows the system when there is none or it is unknown', () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
  });

  it('dark and light win over the system; system follows prefers-color-scheme', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });

  it('puts the dark class and the color scheme on <html>', () => {
    mockSystemTheme(false);
    applyTheme('dark');
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
  });

  it('setTheme stores the choice for the next first paint', () => {
    mockSystemTheme(false);
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveClass('dark');
  });

  it("while the theme is 'system', a change of the device's setting applies at once", () => {
    const system = mockSystemTheme(false);
    setTheme('system');
    const stop = followSystemTheme();
    expect(html).not.toHaveClass('dark');
    system.switchTo(true);
    expect(html).toHaveClass('dark');
    setTheme('light');
    system.switchTo(true);
    expect(html).not.toHaveClass('dark');
    stop();
  });
});
