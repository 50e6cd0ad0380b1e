import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** A page in its own context (own storage), at `viewport`, resolving paths against `baseURL`. */
export async function newPage(viewport: { width: number; height: number } = MOBILE, baseURL?: string): Promise<Page> {
  const context = await (await launchBrowser()).newContext({ viewport, baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Like `newPage`, touch screen or not, and every dialog the browser itself opens (alert, confirm,
 * prompt) is written to `nativeDialogs` and dismissed: the app must open none (decision 051).
 */
export async function newDialogWatchedPage(
  viewport: { width: number; height: number },
  { baseURL, touch, nativeDialogs }: { baseURL: string; touch: boolean; nativeDialogs: string[] },
): Promise<Page> {
  const context = await (await launchBrowser()).newContext({ viewport, baseURL, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('dialog', (dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

/**
 * An opening dialog claims its history entry a tick after it mounts (useCloseOnBack). A Back
 * pressed before that, quicker than any person on a busy machine, would leave the page instead.
 */
export const dialogEntryClaimed = (page: Page) =>
  page.waitForFunction(() => {
    const state: unknown = window.history.state;
    return Boolean(state && typeof state === 'object' && 'kindredDialogs' in state);
  });

/**
 * A dialog closed by its own button takes its history entry back off (history.back(), which the
 * browser applies a moment later). Pressing Back or going to another page before that lands
 * would meet it (Back aims at the same entry; a `page.goto` is aborted); a person is never that
 * quick, so a test waits for it.
 */
export const dialogEntryReleased = (page: Page) =>
  page.waitForFunction(() => {
    const state: unknown = window.history.state;
    return !(state && typeof state === 'object' && 'kindredDialogs' in state);
  });
