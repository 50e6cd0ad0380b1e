import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { DATE_PLAN_FORM_TEXTS, DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { expectAccessible } from './support/axe';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];
const planner = { email: uniqueEmail('dates-planner'), name: 'Avery' };
const partner = { email: uniqueEmail('dates-partner'), name: 'Quinn' };
const idea = DATE_IDEAS[0]!;
let matchId: string;

/** Tomorrow as a date input's value, on this machine's clock (the browser's). */
function tomorrow(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

beforeAll(async () => {
  await registerByApi(baseURL, planner.email, pngDataUrl(), { onboarded: true, profile: { name: planner.name } });
  await registerByApi(baseURL, partner.email, pngDataUrl(320, 420), {
    onboarded: true,
    profile: { name: partner.name },
  });
  matchId = await matchByApi(baseURL, planner.email, partner.email);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Date Planner', () => {
  it('a member saves an idea, finds it under Saved, plans it, and the proposal lands in the chat as a card', async () => {
    const page = await signedInPage(planner.email, DESKTOP);
    await page.goto('/date-planner');
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.datePlanner }).waitFor();
    const ideas = page.getByRole('tabpanel', { name: DATE_PLANNER_TEXTS.tabs.ideas });
    await ideas.getByRole('heading', { name: idea.title }).waitFor();
    await expectAccessible(page, 'date-ideas');
    await screenshots(page, 'date-planner-ideas', { fullPage: true });

    const heart = ideas.getByRole('button', { name: DATE_PLANNER_TEXTS.save(idea.title) });
    const stored = page.waitForResponse(
      (response) => response.url().endsWith(`/date-ideas/${idea.id}/like`) && response.request().method() === 'PUT',
    );
    await heart.click();
    expect((await stored).status()).toBe(200);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('tab', { name: DATE_PLANNER_TEXTS.tabs.saved }).click();
    await page.waitForURL('**/date-planner?tab=saved');
    const saved = page.getByRole('tabpanel', { name: DATE_PLANNER_TEXTS.tabs.saved });
    await saved.getByRole('heading', { name: idea.title }).waitFor();
    expect(await saved.getByRole('article').count()).toBe(1);
    await screenshots(page, 'date-planner-saved');

    // The save is stored: a reload still lists it.
    await page.reload();
    await saved.getByRole('heading', { name: idea.title }).waitFor();

    await saved.getByRole('button', { name: DATE_PLANNER_TEXTS.planThisLabel(idea.title) }).click();
    await page.waitForURL(`**/date-planner?tab=plan&idea=${idea.id}`);
    const form = page.getByRole('form', { name: DATE_PLANNER_TEXTS.planHeading });
    await form.waitFor();
    await form.getByRole('button', { name: DATE_PLANNER_TEXTS.send }).click();
    await form.getByText(DATE_PLANNER_TEXTS.matchRequired).waitFor();
    await form.getByLabel(DATE_PLANNER_TEXTS.matchLabel).selectOption({ label: partner.name });
    await form.getByLabel(DATE_PLAN_FORM_TEXTS.dayLabel, { exact: true }).fill(tomorrow());
    await form.getByLabel(DATE_PLAN_FORM_TEXTS.timeLabel, { exact: true }).fill('18:00');
    await form.getByRole('combobox', { name: DATE_PLAN_FORM_TEXTS.placeLabel }).fill('Blue Bottle on Main St');
    await expectAccessible(page, 'custom-plan');
    await screenshots(page, 'date-planner-plan', { fullPage: true });
    await form.getByRole('button', { name: DATE_PLANNER_TEXTS.send }).click();
    await page.getByRole('heading', { name: DATE_PLANNER_TEXTS.sent(partner.name) }).waitFor();
    await screenshots(page, 'date-planner-sent');

    await page.getByRole('link', { name: DATE_PLANNER_TEXTS.openChat }).click();
    await page.waitForURL(`**/messages/${matchId}`);
    // The proposal is the chat's message, drawn as the plan's card (issue 35).
    const card = page.getByRole('article', { name: `${DATE_PLAN_TEXTS.cardLabel} ${idea.title}` });
    await card.getByText('Blue Bottle on Main St').waitFor();
    await card.getByText(DATE_PLAN_TEXTS.waitingFor(partner.name)).waitFor();

    // The partner reads it in the same conversation: a message, and the plan it stands for.
    const token = await tokenByApi(baseURL, partner.email);
    const plans = await callAsMember(baseURL, token, 'GET', `/dates?matchId=${matchId}`);
    const [plan] = plans.data as { idea: string; place: string; note: string; messageId: string }[];
    expect(plan).toMatchObject({
      idea: idea.title,
      place: 'Blue Bottle on Main St',
      note: DATE_PLANNER_TEXTS.prefilledText(idea.title),
    });
    const thread = await callAsMember(baseURL, token, 'GET', `/conversations/${matchId}/messages`);
    expect((thread.messages as { id: string }[]).map((message) => message.id)).toContain(plan!.messageId);
  });

  it('fits a phone: the ideas and the plan form', async () => {
    const page = await signedInPage(planner.email, MOBILE);
    await page.goto('/date-planner');
    await page.getByRole('tabpanel', { name: DATE_PLANNER_TEXTS.tabs.ideas }).getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Outdoors' }).click();
    await page.getByRole('button', { name: 'Outdoors', pressed: true }).waitFor();
    await expectAccessible(page, 'date-ideas-mobile');
    await screenshots(page, 'date-planner-ideas');
    await page.getByRole('tab', { name: DATE_PLANNER_TEXTS.tabs.plan }).click();
    await page.getByRole('form', { name: DATE_PLANNER_TEXTS.planHeading }).waitFor();
    await expectAccessible(page, 'custom-plan-mobile');
    await screenshots(page, 'date-planner-plan', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
