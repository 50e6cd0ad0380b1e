import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, signIn, tokenByApi, uniqueEmail } from './support/accounts';
import { closeBrowser, launchBrowser } from './support/browser';
import { pngDataUrl } from './support/png';

const baseURL = inject('baseURL');
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };
const avery = uniqueEmail('nav-avery');
const jordan = uniqueEmail('nav-jordan');
let matchId: string;
const pages: Page[] = [];

async function signedIn(options: typeof PHONE | typeof DESK) {
  const context = await (await launchBrowser()).newContext({ ...options, baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pages.push(page);
  await page.goto(ROUTES.login);
  await signIn(page, avery);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

beforeAll(async () => {
  await Promise.all([
    registerByApi(baseURL, avery, pngDataUrl(320, 400), { onboarded: true, profile: { name: 'Avery Stone' } }),
    registerByApi(baseURL, jordan, pngDataUrl(320, 400), { onboarded: true, profile: { name: 'Jordan Rivera' } }),
  ]);
  matchId = await matchByApi(baseURL, avery, jordan);
  const token = await tokenByApi(baseURL, jordan);
  for (let n = 1; n <= 12; n++)
    await callAsMember(baseURL, token, 'POST', `/conversations/${matchId}/messages`, { content: `Hello number ${n}` });
}, 180_000);

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

describe('shots', () => {
  it.each([['phone', PHONE] as const, ['desktop', DESK] as const])('%s', async (label, options) => {
    const page = await signedIn(options);
    const dir = process.env.SHOTS;
    for (const [name, path] of [
      ['for-you', ROUTES.forYou],
      ['discover', ROUTES.discover],
      ['matches', ROUTES.matches],
      ['chat', ROUTES.messageThread(matchId)],
      ['settings', ROUTES.settings],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${dir}/${name}-${label}.png` });
    }
  });
});
