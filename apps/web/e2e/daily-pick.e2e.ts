import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DAILY_PICK_TEXTS, type DailyPickKind } from '@kindred/contract/daily-pick';
import type { Recommendation } from '@kindred/contract/discovery';
import { signInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 105: For You's first card is the member's pick of the day, marked "Most Compatible"
// when the two are each other's pick and "Your best fit today" when it is one-way. The picks are
// chosen by a daily job over every active member (its choice, storage and the checks made when a
// pick is served have their tests in daily-picks.routes.test.ts on both databases); this spec
// marks the first card of a real For You answer as the pick, through a route intercept, and looks
// at the screen.
const DEMO_EMAIL = 'demo@kindred.app';
const DEMO_PASSWORD = 'kindred-demo-1';

const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

/** For You with the first card of the server's answer marked as the day's pick of `kind`. */
async function forYouWithPick(viewport: { width: number; height: number }, kind: DailyPickKind) {
  const page = await newPage(viewport, baseURL);
  pages.push(page);
  await page.route('**/api/v1/recommendations?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { recommendations: Recommendation[] };
    const [first, ...rest] = body.recommendations;
    const recommendations = first
      ? [{ ...first, dailyPick: kind }, ...rest.map((card) => ({ ...card, dailyPick: null }))]
      : [];
    await route.fulfill({ response, json: { ...body, recommendations } });
  });
  await signInContext(page.context(), baseURL, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/for-you');
  await page.getByRole('heading', { level: 1, name: 'For You' }).waitFor();
  await page.getByRole('article').first().waitFor();
  return page;
}

describe('Most Compatible, once a day', () => {
  it('marks a mutual pick "Most Compatible" on the first card only', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await forYouWithPick(viewport, 'mutual');
      const first = page.getByRole('article').first();
      await first.getByText(DAILY_PICK_TEXTS.mutual, { exact: true }).waitFor();
      expect(await first.getByText(`: ${DAILY_PICK_TEXTS.mutualHint}`, { exact: true }).count()).toBe(1);
      expect(await page.getByText(DAILY_PICK_TEXTS.mutual, { exact: true }).count()).toBe(1);
      expect(await page.getByText(DAILY_PICK_TEXTS.oneWay, { exact: true }).count()).toBe(0);
      // The marker is over the first card's photo, inside its labelled article.
      expect(await first.getByRole('heading', { level: 2 }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, 'daily-pick-mutual');
    }
  });

  it('marks a one-way pick differently, "Your best fit today"', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await forYouWithPick(viewport, 'one-way');
      const first = page.getByRole('article').first();
      await first.getByText(DAILY_PICK_TEXTS.oneWay, { exact: true }).waitFor();
      expect(await page.getByText(DAILY_PICK_TEXTS.mutual, { exact: true }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, 'daily-pick-one-way');
    }
  });
});
