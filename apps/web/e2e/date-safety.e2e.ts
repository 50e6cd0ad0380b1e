import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { DATE_SAFETY_MESSAGES, DATE_SAFETY_TEXTS } from '@kindred/contract/date-safety';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { expectAccessible } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { smallTargets } from './support/touch-targets';
import { workerServerURL } from './support/worker-server';

// Decision 104: an accepted date shared with a confirmed emergency contact, read by the contact
// without an account, then revoked; a check-in started once the date has begun, and "I'm OK".
// ("Are you OK?" comes from the job half an hour later at the least: the API tests run it.)

const baseURL = workerServerURL();
const pages: Page[] = [];
const member = { email: uniqueEmail('safety-avery'), name: 'Avery' };
const match = { email: uniqueEmail('safety-quinn'), name: 'Quinn' };
const friend = { name: 'Maya Chen', email: uniqueEmail('safety-maya') };
const idea = DATE_IDEAS[0]!;
const place = 'Blue Bottle on Main St';
let matchId: string;
let startsAt: number;

async function outboxLink(to: string, route: string): Promise<string | undefined> {
  const response = await fetch(`${baseURL}/api/v1/dev/outbox`);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const mail = data.find((sent) => sent.to === to && sent.text.includes(route));
  return mail && new RegExp(`${route}\\?token=([\\w-]+)`).exec(mail.text)?.[1];
}

async function signedInPage(viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, member.email);
  pages.push(page);
  return page;
}

/** No serious axe finding, light and dark; screenshots at both sizes; nothing wider than the screen. */
async function checkAndShootBoth(page: Page, name: string, target?: Locator) {
  const own = page.viewportSize()!;
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
    await expectAccessible(page, name);
    await screenshots(page, name, target ? { target, scrollOffset: 80 } : {});
  }
  await page.setViewportSize(own);
}

const planCard = (page: Page): Locator =>
  page.getByRole('article', { name: `${DATE_PLAN_TEXTS.cardLabel} ${idea.title}` });

beforeAll(async () => {
  await registerByApi(baseURL, member.email, pngDataUrl(), { onboarded: true, profile: { name: member.name } });
  await registerByApi(baseURL, match.email, pngDataUrl(320, 420), { onboarded: true, profile: { name: match.name } });
  matchId = await matchByApi(baseURL, member.email, match.email);
  const [avery, quinn] = await Promise.all([tokenByApi(baseURL, member.email), tokenByApi(baseURL, match.email)]);
  // A confirmed emergency contact: added, and confirmed from the e-mail's link.
  await callAsMember(baseURL, avery, 'POST', API_PATHS.safety.emergencyContacts, friend);
  let token: string | undefined;
  for (let tries = 0; !token && tries < 50; tries++) {
    token = await outboxLink(friend.email, ROUTES.emergencyContactConfirm);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await callAsMember(baseURL, avery, 'POST', API_PATHS.safety.confirmEmergencyContact, { token });
  // A date that starts in 50 s, accepted: a check-in may start once it has. The first test sees
  // 'too early' within its first seconds; the second waits for the start.
  startsAt = Date.now() + 50_000;
  const proposed = await callAsMember(baseURL, avery, 'POST', API_PATHS.dates.list, {
    matchId,
    ideaId: idea.id,
    place,
    startsAt: new Date(startsAt).toISOString(),
    timeZone: 'Europe/London',
    note: 'Coffee?',
  });
  const planId = (proposed.data as { id: string }).id;
  await callAsMember(baseURL, quinn, 'POST', API_PATHS.dates.accept(planId));
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Share my date and check-in', () => {
  it('shares an accepted date with a contact, who reads it without an account until it is revoked', async () => {
    const avery = await signedInPage(MOBILE);
    await avery.goto(ROUTES.messageThread(matchId));
    const card = planCard(avery);
    await card.getByText(DATE_PLAN_TEXTS.states.accepted, { exact: true }).waitFor();
    await card.getByText(DATE_SAFETY_TEXTS.notShared).waitFor();
    await card.getByText(DATE_SAFETY_MESSAGES.checkInTooEarly).waitFor();
    expect(await smallTargets(avery)).toEqual([]);
    await checkAndShootBoth(avery, 'date-safety-card-not-shared', card);

    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.share }).click();
    const dialog = avery.getByRole('dialog', { name: DATE_SAFETY_TEXTS.shareTitle });
    await dialog.getByRole('checkbox', { name: new RegExp(friend.name) }).check();
    await dialog.getByLabel(DATE_SAFETY_TEXTS.noteLabel).fill('Text me at 10 if I have not called.');
    await checkAndShootBoth(avery, 'date-safety-share-dialog');
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.send, exact: true }).click();
    await dialog.getByText(DATE_SAFETY_TEXTS.sharedNotice(friend.name)).waitFor();
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.close }).click();
    await card.getByText(`${DATE_SAFETY_TEXTS.sharedWith} ${friend.name}`).waitFor();

    // The contact opens the e-mail's link in a browser of their own, signed in to nothing.
    let token: string | undefined;
    for (let tries = 0; !token && tries < 50; tries++) {
      token = await outboxLink(friend.email, ROUTES.sharedDate);
      if (!token) await avery.waitForTimeout(100);
    }
    expect(token).toBeDefined();
    const contact = await newPage(MOBILE, baseURL);
    pages.push(contact);
    await contact.goto(`${ROUTES.sharedDate}?token=${token}`);
    await contact.getByRole('heading', { name: DATE_SAFETY_TEXTS.pageWith(match.name) }).waitFor();
    await contact.getByText(place).waitFor();
    await contact.getByText('Text me at 10 if I have not called.').waitFor();
    const photo = contact.getByRole('img', { name: match.name });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await checkAndShootBoth(contact, 'date-safety-shared-page');

    // Avery stops sharing with Maya: the page says only that it is gone.
    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.share }).click();
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.revoke(friend.name) }).click();
    await dialog.getByText(DATE_SAFETY_TEXTS.sharedWith).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.close }).click();
    await card.getByText(DATE_SAFETY_TEXTS.notShared).waitFor();
    await contact.reload();
    await contact.getByText(DATE_SAFETY_MESSAGES.linkGone).waitFor();
    expect(await contact.getByText(place).count()).toBe(0);
    await checkAndShootBoth(contact, 'date-safety-shared-page-gone');
  });

  it('starts a check-in once the date has begun, and "I’m OK" ends it, with its log', async () => {
    const avery = await signedInPage(DESKTOP);
    await avery.goto(ROUTES.messageThread(matchId));
    const card = planCard(avery);
    // Shared again (a check-in needs a contact to tell), then wait for the start.
    await card
      .getByText(DATE_SAFETY_MESSAGES.checkInNotShared)
      .or(card.getByText(DATE_SAFETY_MESSAGES.checkInTooEarly))
      .first()
      .waitFor();
    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.share }).click();
    const dialog = avery.getByRole('dialog', { name: DATE_SAFETY_TEXTS.shareTitle });
    await dialog.getByRole('checkbox', { name: new RegExp(friend.name) }).check();
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.send, exact: true }).click();
    await dialog.getByText(DATE_SAFETY_TEXTS.sharedNotice(friend.name)).waitFor();
    await dialog.getByRole('button', { name: DATE_SAFETY_TEXTS.close }).click();
    const wait = startsAt + 2_000 - Date.now();
    if (wait > 0) await avery.waitForTimeout(wait);
    await avery.reload();

    const form = card.getByRole('combobox', { name: DATE_SAFETY_TEXTS.checkInLength });
    await form.selectOption({ label: DATE_SAFETY_TEXTS.checkInLengths[30] });
    await checkAndShootBoth(avery, 'date-safety-check-in-start', card);
    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.startCheckIn }).click();
    await card.getByText(/Check-in running: we will ask at/).waitFor();
    await card.getByText(DATE_SAFETY_TEXTS.log.started(30)).waitFor();
    await avery.setViewportSize(MOBILE);
    expect(await smallTargets(avery)).toEqual([]);
    await avery.setViewportSize(DESKTOP);
    await checkAndShootBoth(avery, 'date-safety-check-in-running', card);

    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.imOk }).click();
    await card.getByRole('button', { name: DATE_SAFETY_TEXTS.startCheckIn }).waitFor();
    await card.getByText(DATE_SAFETY_TEXTS.logTitle).click();
    await card.getByText(DATE_SAFETY_TEXTS.log.answered).waitFor();
    await checkAndShootBoth(avery, 'date-safety-check-in-ok', card);
  });
});
