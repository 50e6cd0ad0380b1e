import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules, with Label in Name (2.5.3), which axe ships off. */
const WCAG_AA_RULES = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/**
 * The rules whose verdict hangs on colours (both WCAG AA). The dark theme changes colours only (a
 * class on <html> that Tailwind's dark: variants read; none of them hides or shows anything), so
 * every other rule finds in it what it found in the light theme, and runs once.
 */
const COLOUR_RULES = { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } };

interface Only {
  /** Run only COLOUR_RULES: for a second theme. */
  coloursOnly?: boolean;
}

type Violation = AxeResults['violations'][number];

async function axeViolations(page: Page, options: object): Promise<Violation[]> {
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
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { ...runOptions, resultTypes: ['violations'] });
    return results.violations;
  }, options);
}

const describeViolation = (violation: Violation) =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * axe's serious and critical findings on the page as it is now, one line each (empty when clean).
 *
 * axe-core runs in the page itself, injected once per document. @axe-core/playwright's
 * `analyze()` took ten times as long here (about 2 s a call against 0.2 s): it injects axe again
 * each call and finishes every run in a new blank page, which our pages (no iframes) do not need.
 */
export async function seriousViolations(page: Page, { coloursOnly = false }: Only = {}): Promise<string[]> {
  return (await axeViolations(page, coloursOnly ? COLOUR_RULES : {}))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describeViolation);
}

/** Every violation of a WCAG 2.2 A or AA rule, whatever its impact, one line each. */
export async function wcagViolations(page: Page, { coloursOnly = false }: Only = {}): Promise<string[]> {
  return (await axeViolations(page, coloursOnly ? COLOUR_RULES : WCAG_AA_RULES)).map(describeViolation);
}

/** `find` in the light theme and then (its colour rules only) the dark one, each line led by its theme. */
export async function inBothThemes(
  page: Page,
  find: (page: Page, only: Only) => Promise<string[]>,
  { settleMs = 400 }: { settleMs?: number } = {},
): Promise<string[]> {
  const found: string[] = [];
  // No hover state left where the last click was.
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // axeViolations waits for the transitions running when it starts; after clicks and hovers some
    // start later (a 0 ms pause let axe judge a menu item's hover colour mid-fade in CI).
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    const only = { coloursOnly: colorScheme === 'dark' };
    found.push(...(await find(page, only)).map((line) => `${colorScheme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** seriousViolations in the light theme and then the dark one, each line led by its theme. */
export const seriousViolationsInBothThemes = (page: Page) => inBothThemes(page, seriousViolations);

/** No serious axe finding in the light theme or the dark one; `name` says where, when one fails. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousViolationsInBothThemes(page), name).toEqual([]);
}
