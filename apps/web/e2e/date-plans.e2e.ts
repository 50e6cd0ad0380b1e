import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { DATE_PLAN_FORM_TEXTS, DATE_PLAN_MESSAGES, DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { matchByApi, registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { expectAccessible } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { smallTargets } from './support/touch-targets';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 35: a date proposed from the Date Planner, answered in the chat (another time, accepted),
// added to a calendar, listed under Upcoming dates, and cancelled with a note.

const baseURL = workerServerURL();
const pages: Page[] = [];
const proposer = { email: uniqueEmail('plans-avery'), name: 'Avery' };
const invitee = { email: uniqueEmail('plans-quinn'), name: 'Quinn' };
const idea = DATE_IDEAS[0]!;
const place = 'Blue Bottle on Main St';
let matchId: string;

/** `days` from today as a date input's value, on this machine's clock (the browser's). */
function dayFromNow(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

/** Screenshots at the phone's size and the desktop's (SCREENSHOTS_DIR), then back to the page's own size. */
async function shootBoth(page: Page, name: string, options: Parameters<typeof screenshots>[2] = {}) {
  const own = page.viewportSize()!;
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
    // A full-page shot of a scrolled page draws the sticky header mid-page.
    if (options.fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshots(page, name, options);
  }
  await page.setViewportSize(own);
}

const planCard = (page: Page): Locator =>
  page.getByRole('article', { name: `${DATE_PLAN_TEXTS.cardLabel} ${idea.title}` });

beforeAll(async () => {
  await registerByApi(baseURL, proposer.email, pngDataUrl(), { onboarded: true, profile: { name: proposer.name } });
  await registerByApi(baseURL, invitee.email, pngDataUrl(320, 420), {
    onboarded: true,
    profile: { name: invitee.name },
  });
  matchId = await matchByApi(baseURL, proposer.email, invitee.email);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Date plans', () => {
  it('proposed from the planner, another time suggested and accepted in the chat, in a calendar, then cancelled', async () => {
    // Avery plans a date from the chat's "Plan a date": the planner's form with Quinn chosen.
    const avery = await signedInPage(proposer.email, DESKTOP);
    await avery.goto(ROUTES.messageThread(matchId));
    await avery.getByRole('link', { name: DATE_PLAN_TEXTS.planADate }).click();
    await avery.waitForURL(`**/date-planner?tab=plan&match=${matchId}`);
    const form = avery.getByRole('form', { name: DATE_PLANNER_TEXTS.planHeading });
    await form.waitFor();
    expect(await form.getByLabel(DATE_PLANNER_TEXTS.matchLabel).inputValue()).toBe(matchId);
    await avery
      .getByRole('region', { name: DATE_PLAN_TEXTS.upcomingTitle })
      .getByText(DATE_PLAN_TEXTS.upcomingEmpty)
      .waitFor();
    await form.getByRole('button', { name: DATE_PLANNER_TEXTS.send }).click();
    await form.getByText(DATE_PLAN_MESSAGES.ideaRequired).waitFor();
    await form.getByLabel(DATE_PLAN_FORM_TEXTS.ideaLabel, { exact: true }).selectOption({ label: idea.title });
    await form.getByLabel(DATE_PLAN_FORM_TEXTS.dayLabel, { exact: true }).fill(dayFromNow(3));
    await form.getByLabel(DATE_PLAN_FORM_TEXTS.timeLabel, { exact: true }).fill('19:30');
    await form.getByRole('combobox', { name: DATE_PLAN_FORM_TEXTS.placeLabel }).fill(place);
    await expectAccessible(avery, 'date-plan-form');
    await shootBoth(avery, 'date-plans-form', { fullPage: true });
    await form.getByRole('button', { name: DATE_PLANNER_TEXTS.send }).click();
    await avery.getByRole('heading', { name: DATE_PLANNER_TEXTS.sent(invitee.name) }).waitFor();

    // Quinn opens the chat on a phone: the proposal is a card to answer, not a line of text.
    const quinn = await signedInPage(invitee.email, MOBILE);
    await quinn.goto(ROUTES.messageThread(matchId));
    const quinnCard = planCard(quinn);
    await quinnCard.waitFor();
    await quinnCard.getByText(DATE_PLAN_TEXTS.yourTurn).waitFor();
    await quinnCard.getByText(place).waitFor();
    await expectAccessible(quinn, 'date-plan-card-proposed');
    expect(await smallTargets(quinn)).toEqual([]);
    await shootBoth(quinn, 'date-plans-chat-proposed');

    // Quinn suggests another time: the turn passes to Avery.
    await quinnCard.getByRole('button', { name: DATE_PLAN_TEXTS.suggestTime }).click();
    await quinnCard.getByLabel(DATE_PLAN_TEXTS.newDayLabel).fill(dayFromNow(4));
    await quinnCard.getByLabel(DATE_PLAN_TEXTS.newTimeLabel).fill('20:00');
    expect(await smallTargets(quinn)).toEqual([]);
    await shootBoth(quinn, 'date-plans-chat-suggest');
    await quinnCard.getByRole('button', { name: DATE_PLAN_TEXTS.sendNewTime }).click();
    await quinnCard.getByText(DATE_PLAN_TEXTS.waitingFor(proposer.name)).waitFor();

    // Avery accepts in the chat; Quinn's open chat follows (date:updated).
    await avery.goto(ROUTES.messageThread(matchId));
    const averyCard = planCard(avery);
    await averyCard.getByText(DATE_PLAN_TEXTS.yourTurn).waitFor();
    await averyCard.getByRole('button', { name: DATE_PLAN_TEXTS.accept }).click();
    await averyCard.getByText(DATE_PLAN_TEXTS.states.accepted, { exact: true }).waitFor();
    await quinnCard.getByText(DATE_PLAN_TEXTS.states.accepted, { exact: true }).waitFor();
    await expectAccessible(avery, 'date-plan-card-accepted');
    await shootBoth(avery, 'date-plans-chat-accepted');

    // Add to calendar: an .ics file that says where.
    const [download] = await Promise.all([
      avery.waitForEvent('download'),
      averyCard.getByRole('button', { name: DATE_PLAN_TEXTS.addToCalendar }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = await readFile(await download.path(), 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar.replace(/\r?\n[ \t]/g, '')).toContain(place);

    // Upcoming dates lists the accepted plan, with whom.
    await avery.goto(`${ROUTES.datePlanner}?tab=plan`);
    await avery.getByRole('heading', { level: 1, name: SCREEN_TITLES.datePlanner }).waitFor();
    const upcoming = avery.getByRole('region', { name: DATE_PLAN_TEXTS.upcomingTitle });
    const listed = planCard(avery);
    await listed.getByRole('link', { name: DATE_PLAN_FORM_TEXTS.withName(invitee.name) }).waitFor();
    await listed.getByText(DATE_PLAN_TEXTS.states.accepted, { exact: true }).waitFor();
    expect(await upcoming.getByRole('article').count()).toBe(1);
    await expectAccessible(avery, 'date-planner-upcoming');
    await avery.setViewportSize(MOBILE);
    expect(await smallTargets(avery)).toEqual([]);
    await avery.setViewportSize(DESKTOP);
    await shootBoth(avery, 'date-plans-planner-upcoming', { fullPage: true });

    // Quinn cancels with a note; Avery reads who and why in the chat.
    await avery.goto(ROUTES.messageThread(matchId));
    await averyCard.getByText(DATE_PLAN_TEXTS.states.accepted, { exact: true }).waitFor();
    await quinnCard.getByRole('button', { name: DATE_PLAN_TEXTS.cancel }).click();
    const cancelForm = quinnCard.getByRole('form', { name: DATE_PLAN_TEXTS.cancelHeading });
    await cancelForm.getByLabel(DATE_PLAN_TEXTS.cancelNoteLabel).fill('Something came up, sorry');
    await shootBoth(quinn, 'date-plans-chat-cancelling');
    await cancelForm.getByRole('button', { name: DATE_PLAN_TEXTS.cancelConfirm }).click();
    await quinnCard.getByText(`${DATE_PLAN_TEXTS.cancelledYou}: \u201cSomething came up, sorry\u201d`).waitFor();
    await averyCard.getByText(DATE_PLAN_TEXTS.cancelledWithNote(invitee.name, 'Something came up, sorry')).waitFor();
    expect(await averyCard.getByRole('button').count()).toBe(0);
    await shootBoth(avery, 'date-plans-chat-cancelled');
  });
});
