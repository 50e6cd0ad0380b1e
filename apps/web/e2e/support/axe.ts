import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The app follows the device's colour scheme (emulateMedia) through a matchMedia listener, which
 * runs in the page's next rendering steps: a busy page can run it later than any fixed wait. After
 * two animation frames the theme class is on <html> and its colour transitions have started.
 */
export async function themeFollowed(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * axe's serious and critical findings on the page as it is now, one line each (empty when clean).
 *
 * axe-core runs in the page itself, injected once per document. @axe-core/playwright's
 * `analyze()` took ten times as long here (about 2 s a call against 0.2 s): it injects axe again
 * each call and finishes every run in a new blank page, which our pages (no iframes) do not need.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await themeFollowed(page);
  // Colours caught mid-transition (a pill just chosen, fading from white to rose) would be judged
  // on a blend that is never at rest on screen: let running transitions and animations finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a script tag, which the app's CSP (script-src 'self') refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** seriousViolations in the light theme and then the dark one, each line led by its theme. */
export async function seriousViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  // No hover state left where the last click was.
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Let colour transitions finish, or axe measures colours halfway between the themes.
    await page.waitForTimeout(400);
    found.push(...(await seriousViolations(page)).map((line) => `${colorScheme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
