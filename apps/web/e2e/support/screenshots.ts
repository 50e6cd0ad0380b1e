import type { Locator, Page } from 'playwright-core';
import { expectAccessible, themeFollowed } from './axe';
import { MOBILE } from './browser';

// Set SCREENSHOTS_DIR to keep screenshots of what the specs visit, light and dark, at both sizes.
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

export interface ScreenshotOptions {
  /** The whole page instead of the viewport (ignored with a target). */
  fullPage?: boolean;
  /** Scrolled to the top of the viewport first, less `scrollOffset` pixels (room for a sticky header). */
  target?: Locator;
  scrollOffset?: number;
}

/** `{name}-{mobile|desktop}-{light|dark}.png` in SCREENSHOTS_DIR; nothing when it is unset. */
export async function screenshots(
  page: Page,
  name: string,
  { fullPage = false, target, scrollOffset = 0 }: ScreenshotOptions = {},
): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  const size = page.viewportSize()?.width === MOBILE.width ? 'mobile' : 'desktop';
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await target?.evaluate((element, offset) => {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      window.scrollBy({ top: -offset, behavior: 'instant' });
    }, scrollOffset);
    await themeFollowed(page);
    await page.waitForTimeout(200);
    await page.screenshot({
      path: `${SCREENSHOTS_DIR}/${name}-${size}-${colorScheme}.png`,
      fullPage: fullPage && !target,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * No serious axe finding in the light theme or the dark one; whole-page screenshots of both,
 * from the top, when SCREENSHOTS_DIR is set (`{name}-{mobile|desktop}-{light|dark}.png`).
 */
export async function checkAndShoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  if (!SCREENSHOTS_DIR) return;
  const size = (page.viewportSize()?.width ?? 0) < 768 ? 'mobile' : 'desktop';
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await themeFollowed(page);
    await page.waitForTimeout(400);
    // Sticky headers land mid-page in a full-page shot of a scrolled page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({
      path: `${SCREENSHOTS_DIR}/${name}-${size}-${colorScheme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
