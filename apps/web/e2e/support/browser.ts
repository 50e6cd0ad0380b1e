import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features Playwright 1.65 turns off with its own --disable-features (chromiumSwitches.ts). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's new headless mode builds, for every window (every context), the address bar's popup
 * as two WebUI pages in a renderer of their own: about 0.5 s of CPU per context, more than a page
 * of the app costs. Nobody here types in an address bar. It also starts a spare renderer beside
 * each new page, for a navigation to come, which a context's first navigation here never uses:
 * with it off, a context starts one renderer, not two (0.83 -> 0.58 s of CPU for a blank page,
 * decision 118). Chromium reads only the last --disable-features, so ours repeats Playwright's list.
 */
const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * For a spec of video calls (decision 110), after LAUNCH_ARGS: Chromium's fake camera and
 * microphone, allowed without asking, and WebRTC's host candidates as plain loopback addresses
 * (hidden behind mDNS names by default, which this machine does not resolve). Chromium reads only
 * the last --disable-features, so this one repeats ours.
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--disable-features=${[...DISABLED_FEATURES, 'WebRtcHideLocalIpsWithMdns'].join(',')}`,
];

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

let browser: Browser | null = null;

/** A browser of the caller's own (to close itself), with `extraArgs` (a fake camera). */
export function launchOwnBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...LAUNCH_ARGS, ...extraArgs] });
}

export async function launchBrowser(): Promise<Browser> {
  browser ??= await launchOwnBrowser();
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
