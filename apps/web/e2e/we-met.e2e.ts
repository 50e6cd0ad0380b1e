import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { WE_MET_TEXTS, type WeMetAnswerInput, type WeMetPrompt } from '@kindred/contract/we-met';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { expectAccessible } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { smallTargets } from './support/touch-targets';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 35 part 5 (decision 106): "Did you meet?" at the top of Matches. The prompt is made by a
// job a day after a date (or a week after a quiet chat), which a spec cannot wait for: the
// browser is served the prompt list and the answer here (their server side is tested through the
// API on both databases, we-met.routes.test.ts); block and unmatch go to the real server.

const baseURL = workerServerURL();
const pages: Page[] = [];
const asker = { email: uniqueEmail('we-met-avery'), name: 'Avery' };
const other = { email: uniqueEmail('we-met-quinn'), name: 'Quinn' };
let matchId: string;
let otherId: string;

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

async function shootBoth(page: Page, name: string) {
  const own = page.viewportSize()!;
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshots(page, name, { fullPage: true });
  }
  await page.setViewportSize(own);
}

/** Serves one open prompt until it is answered; answers what the card sends. Returns the bodies sent. */
async function servePrompt(page: Page, prompt: WeMetPrompt): Promise<WeMetAnswerInput[]> {
  const sent: WeMetAnswerInput[] = [];
  let open = true;
  await page.route(`**/api/v1${API_PATHS.weMet.list}`, (route: Route) =>
    route.fulfill({ json: { data: open ? [prompt] : [] } }),
  );
  await page.route(`**/api/v1${API_PATHS.weMet.answer(prompt.id)}`, (route: Route) => {
    const body = route.request().postDataJSON() as WeMetAnswerInput;
    sent.push(body);
    open = false;
    return route.fulfill({
      json: {
        data: {
          id: prompt.id,
          answer: body.answer,
          reported: body.answer === 'unsafe',
          answeredAt: new Date().toISOString(),
        },
      },
    });
  });
  return sent;
}

const promptOf = (id: string, overrides: Partial<WeMetPrompt> = {}): WeMetPrompt => ({
  id,
  matchId,
  reason: 'date',
  datePlanId: null,
  idea: 'Coffee tasting crawl',
  otherUser: { id: otherId, name: other.name, photo: null },
  matchLive: true,
  askedAt: new Date().toISOString(),
  ...overrides,
});

beforeAll(async () => {
  await registerByApi(baseURL, asker.email, pngDataUrl(), { onboarded: true, profile: { name: asker.name } });
  await registerByApi(baseURL, other.email, pngDataUrl(320, 420), { onboarded: true, profile: { name: other.name } });
  matchId = await matchByApi(baseURL, asker.email, other.email);
  const token = await tokenByApi(baseURL, asker.email);
  const { matches } = (await callAsMember(baseURL, token, 'GET', API_PATHS.matches.list)) as {
    matches: { id: string; otherUser: { profile: { id: string } } }[];
  };
  otherId = matches.find((match) => match.id === matchId)!.otherUser.profile.id;
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('"Did you meet?" on Matches', () => {
  it('asks, then asks about seeing them again, by keyboard too, and thanks privately', async () => {
    const page = await signedInPage(asker.email, MOBILE);
    const sent = await servePrompt(page, promptOf('0193a1b2-0000-7000-8000-000000000001'));
    await page.goto(ROUTES.matches);
    const card = page.getByRole('region', { name: other.name });
    await card.getByText(WE_MET_TEXTS.didYouMeet(other.name)).waitFor();
    await card.getByText(WE_MET_TEXTS.afterDate('Coffee tasting crawl')).waitFor();
    await expectAccessible(page, 'we-met-asked');
    expect(await smallTargets(page)).toEqual([]);
    await shootBoth(page, 'we-met-asked');

    // Yes by keyboard: focus moves to the second question.
    await card.getByRole('button', { name: WE_MET_TEXTS.yes }).focus();
    await page.keyboard.press('Enter');
    const second = card.getByText(WE_MET_TEXTS.seeAgain(other.name));
    await second.waitFor();
    expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, 'we-met-again');
    await shootBoth(page, 'we-met-again');

    await card.getByRole('button', { name: WE_MET_TEXTS.yes }).click();
    await page.getByRole('status').filter({ hasText: WE_MET_TEXTS.thanks }).waitFor();
    await card.waitFor({ state: 'detached' });
    expect(sent).toEqual([{ answer: 'see_again' }]);
    await shootBoth(page, 'we-met-thanks');
  });

  it('"We met and it felt unsafe" sends a report, then offers to block or unmatch', async () => {
    const page = await signedInPage(asker.email, DESKTOP);
    const sent = await servePrompt(page, promptOf('0193a1b2-0000-7000-8000-000000000002'));
    await page.goto(ROUTES.matches);
    const card = page.getByRole('region', { name: other.name });
    await card.getByRole('button', { name: WE_MET_TEXTS.unsafe }).click();
    await card.getByText(WE_MET_TEXTS.unsafeHeading).waitFor();
    await card.getByLabel(WE_MET_TEXTS.unsafeDetailsLabel).fill('He followed me to the station.');
    await expectAccessible(page, 'we-met-unsafe');
    await shootBoth(page, 'we-met-unsafe');
    await card.getByRole('button', { name: WE_MET_TEXTS.unsafeSend }).click();
    await card.getByText(WE_MET_TEXTS.unsafeSent).waitFor();
    expect(sent).toEqual([{ answer: 'unsafe', details: 'He followed me to the station.' }]);
    await shootBoth(page, 'we-met-reported');

    // Unmatch goes to the server: the match is gone from the list.
    await card.getByRole('button', { name: WE_MET_TEXTS.unmatch }).click();
    await card.getByText(WE_MET_TEXTS.unmatched(other.name)).waitFor();
    const token = await tokenByApi(baseURL, asker.email);
    const { matches } = (await callAsMember(baseURL, token, 'GET', API_PATHS.matches.list)) as {
      matches: { id: string }[];
    };
    expect(matches.map((match) => match.id)).not.toContain(matchId);
    await card.getByRole('button', { name: WE_MET_TEXTS.done }).click();
    await card.waitFor({ state: 'detached' });
  });
});
