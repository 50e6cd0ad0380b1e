import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@kindred/contract/notifications';
import { ROUTES } from '@kindred/contract/routes';

import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signedInPage } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE } from './support/browser';
import { screenshots } from './support/screenshots';
import { pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

const me = { email: uniqueEmail('notes-me') };
const avery = { email: uniqueEmail('notes-avery'), name: 'Avery' };
const blake = { email: uniqueEmail('notes-blake'), name: 'Blake' };

async function signedIn(viewport: { width: number; height: number }) {
  const page = await signedInPage(baseURL, me.email, viewport);
  pages.push(page);
  return page;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(unread), exact: true });
const items = (page: Page) => page.getByRole('main').getByRole('listitem');

beforeAll(async () => {
  await registerByApi(baseURL, me.email, pngDataUrl(), { onboarded: true });
  await registerByApi(baseURL, avery.email, pngDataUrl(360, 440), { onboarded: true, profile: { name: avery.name } });
  await registerByApi(baseURL, blake.email, pngDataUrl(340, 420), { onboarded: true, profile: { name: blake.name } });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('notifications', () => {
  it('a match and a message made elsewhere reach the bell live; opening the match reads it', async () => {
    const page = await signedIn(DESKTOP);
    await bell(page, 0).waitFor();

    const matchId = await matchByApi(baseURL, me.email, avery.email);
    await bell(page, 1).waitFor();
    const averyToken = await tokenByApi(baseURL, avery.email);
    await callAsMember(baseURL, averyToken, 'POST', `/conversations/${matchId}/messages`, {
      content: 'Hi! Coffee this weekend?',
    });
    await bell(page, 2).waitFor();

    await bell(page, 2).click();
    await page.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.title }).waitFor();
    await items(page).nth(1).waitFor();
    expect(await items(page).allTextContents()).toEqual([
      expect.stringMatching(/^Avery sent you a message.*Hi! Coffee this weekend\?.*Unread$/),
      expect.stringMatching(/^You matched with Avery!.*Unread$/),
    ]);
    await screenshots(page, 'notifications-list');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /You matched with Avery!/ }).click();
    await page.waitForURL(`**${ROUTES.match(matchId)}`);
    await bell(page, 1).waitFor();

    await bell(page, 1).click();
    await page
      .getByRole('group', { name: NOTIFICATION_TEXTS.filtersLabel })
      .getByRole('button', { name: new RegExp(`^${NOTIFICATION_TEXTS.filters.unread}`) })
      .click();
    await items(page).first().getByText('Avery sent you a message').waitFor();
    // The unread list replaces the whole one once its answer is in.
    await expect.poll(() => items(page).count()).toBe(1);
    await page.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }).click();
    await page.getByRole('heading', { name: NOTIFICATION_TEXTS.emptyUnread }).waitFor();
    await bell(page, 0).waitFor();
    await screenshots(page, 'notifications-unread-empty');
  });

  it('on a phone: a like shows with its photo; Clear all asks, Cancel keeps, Clear All empties', async () => {
    const page = await signedIn(MOBILE);
    const blakeToken = await tokenByApi(baseURL, blake.email);
    const { user } = (await callAsMember(baseURL, await tokenByApi(baseURL, me.email), 'GET', '/auth/me')) as {
      user: { id: string };
    };
    await callAsMember(baseURL, blakeToken, 'POST', `/matches/${user.id}/like`);
    await bell(page, 1).click();
    await items(page).filter({ hasText: 'Blake liked your profile' }).waitFor();
    expect(await items(page).count()).toBe(3);
    await screenshots(page, 'notifications-mobile');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: NOTIFICATION_TEXTS.clearAll, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: NOTIFICATION_TEXTS.clearDialogTitle });
    await dialog.waitFor();
    // No axe here: the page behind the modal's dimmed backdrop is inert, and axe would judge its contrast.
    await screenshots(page, 'notifications-clear-dialog');
    await dialog.getByRole('button', { name: NOTIFICATION_TEXTS.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await items(page).count()).toBe(3);

    await page.getByRole('button', { name: NOTIFICATION_TEXTS.clearAll, exact: true }).click();
    await dialog.getByRole('button', { name: NOTIFICATION_TEXTS.confirmClear }).click();
    await page.getByRole('heading', { name: NOTIFICATION_TEXTS.empty }).waitFor();
    await bell(page, 0).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'notifications-empty');
  });
});
