// The theme before the first paint (decision 042). Prerendered public pages paint before any
// module loads, so the `dark` class cannot wait for main.tsx: this script, inlined into <head> by
// vite.config.ts (and allowed by its hash in the server's CSP), does what
// applyTheme(readStoredTheme()) does (lib/theme.ts). No imports: vite.config.ts reads this file.

/** localStorage key of this device's copy of the member's theme. */
export const THEME_STORAGE_KEY = 'theme';

export const FIRST_PAINT_SCRIPT =
  '(function(){try{' +
  `var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  "var d=t==='dark'||(t!=='light'&&typeof matchMedia==='function'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'" +
  '}catch(e){}})()';
