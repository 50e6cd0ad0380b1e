import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import { NOT_FOUND_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();

const PUBLIC_PAGES: [string, string][] = [
  [ROUTES.home, SCREEN_TITLES.home],
  [ROUTES.safety, SCREEN_TITLES.safety],
  [ROUTES.contact, SCREEN_TITLES.contact],
  [ROUTES.community, SCREEN_TITLES.community],
  [ROUTES.help, SCREEN_TITLES.help],
  [ROUTES.cookiePolicy, SCREEN_TITLES.cookiePolicy],
  [ROUTES.termsOfService, SCREEN_TITLES.termsOfService],
  [ROUTES.privacyPolicy, SCREEN_TITLES.privacyPolicy],
  [ROUTES.accessibility, SCREEN_TITLES.accessibility],
  [ROUTES.terms, SCREEN_TITLES.termsOfService],
  [ROUTES.privacy, SCREEN_TITLES.privacyPolicy],
  [ROUTES.cookies, SCREEN_TITLES.cookiePolicy],
  [ROUTES.login, SCREEN_TITLES.login],
  [ROUTES.register, SCREEN_TITLES.register],
  [ROUTES.forgotPassword, SCREEN_TITLES.forgotPassword],
  [ROUTES.resetPassword, SCREEN_TITLES.resetPassword],
  [ROUTES.verification, SCREEN_TITLES.verification],
  [ROUTES.devOutbox, SCREEN_TITLES.devOutbox],
  ['/no-such-page', NOT_FOUND_TEXTS.title],
];

const MEMBER_PAGES: [string, string][] = [
  [ROUTES.matches, SCREEN_TITLES.matches],
  [ROUTES.forYou, SCREEN_TITLES.forYou],
  [ROUTES.match('m-1'), SCREEN_TITLES.matchDetail],
  [ROUTES.profile, SCREEN_TITLES.profile],
  [ROUTES.messages, SCREEN_TITLES.messages],
  [ROUTES.messageThread('m-1'), SCREEN_TITLES.messages],
  [ROUTES.conversation('m-1'), SCREEN_TITLES.conversation],
  [ROUTES.subscription, SCREEN_TITLES.subscription],
  [ROUTES.settings, SCREEN_TITLES.settings],
  [ROUTES.blockedUsers, SCREEN_TITLES.blockedUsers],
  [ROUTES.datePlanner, SCREEN_TITLES.datePlanner],
  [ROUTES.icebreakers, SCREEN_TITLES.icebreakers],
  [ROUTES.discover, SCREEN_TITLES.discover],
  [ROUTES.notifications, SCREEN_TITLES.notifications],
  [ROUTES.onboarding, SCREEN_TITLES.onboarding],
];

let visitor: Page;
let member: Page;

async function expectTitle(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

beforeAll(async () => {
  const email = uniqueEmail('routes');
  await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
  visitor = await newPage(DESKTOP, baseURL);
  member = await newPage(MOBILE, baseURL);
  await signInContext(member.context(), baseURL, email);
  await member.goto(ROUTES.matches);
  await member.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
});

afterAll(async () => {
  await visitor?.context().close();
  await member?.context().close();
  await closeBrowser();
});

describe('every route of SPEC 2 shows its title', () => {
  it.each(PUBLIC_PAGES)('visitor: %s shows "%s"', async (path, title) => {
    await expectTitle(visitor, path, title);
  });

  it.each(MEMBER_PAGES)('member: %s shows "%s"', async (path, title) => {
    await expectTitle(member, path, title);
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  it.each([ROUTES.home, ROUTES.login, ROUTES.register, ROUTES.forgotPassword, '/no-such-page'])(
    'visitor: %s',
    async (path) => {
      await visitor.goto(path);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      await visitor.waitForTimeout(1000); // the hero fades in
      expect(await seriousViolations(visitor)).toEqual([]);
    },
  );

  it.each([ROUTES.matches, ROUTES.profile, ROUTES.settings, ROUTES.onboarding])('member: %s', async (path) => {
    await member.goto(path);
    await member.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(member)).toEqual([]);
  });
});
