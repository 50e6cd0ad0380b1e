import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { MESSAGE_ACTIONS_TEXTS, REACTION_EMOJI } from '@kindred/contract/message-actions';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, MEMBER_MENU, SCREEN_TITLES } from '@kindred/contract/screens';
import {
  callAsMember,
  E2E_PASSWORD,
  matchByApi,
  registerByApi,
  tokenByApi,
  uniqueEmail,
  signInContext,
} from './support/accounts';
import { closeBrowser, DESKTOP, launchBrowser } from './support/browser';
import { sendImageByApi } from './support/chat-media';
import { pointerEvents, tabThroughPage, tabTo, watchPointerEvents } from './support/keyboard';
import { makePng, pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Issue 37: the whole first journey with a keyboard and nothing else (WCAG 2.1.1 Keyboard): register,
// onboarding, like, the match, a chat (send, react, open an image), Settings, log out. Every Tab
// stop on the way shows its focus (2.4.7) and is not hidden under the header or the bottom bar
// (2.4.11); no pointer, mouse or touch event happens at all.

const baseURL = workerServerURL();
const ana = { email: uniqueEmail('keys-ana'), name: 'Ana' };
const jordan = { email: uniqueEmail('keys-jordan'), name: 'Jordan' };
let page: Page;
const problems: string[] = [];

const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const tab = (target: Locator, max?: number) => tabTo(page, target, { problems, max });
const press = (key: string) => page.keyboard.press(key);
const type = (text: string) => page.keyboard.type(text);

beforeAll(async () => {
  await registerByApi(baseURL, jordan.email, pngDataUrl(360, 450), {
    onboarded: true,
    profile: {
      name: jordan.name,
      gender: 'male',
      showMe: 'Everyone',
      photos: [pngDataUrl(360, 450), pngDataUrl(400, 500)],
    },
  });
  const context = await (await launchBrowser()).newContext({ viewport: DESKTOP, baseURL });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await watchPointerEvents(page);
}, 60_000);

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

async function register() {
  await page.goto(ROUTES.register);
  await heading('Create Your Account');
  await tab(page.getByLabel('Email'));
  await type(ana.email);
  await tab(page.getByLabel('Password', { exact: true }));
  await type(E2E_PASSWORD);
  await tab(page.getByLabel('Confirm Password'));
  await type(E2E_PASSWORD);
  await tab(page.getByRole('button', { name: 'Next' }));
  await press('Enter');

  await heading('Basic Information');
  await tab(page.getByLabel('Name'));
  await type(ana.name);
  await tab(page.getByLabel('Birth Date'));
  await type('03121994');
  await tab(page.getByLabel('Gender'));
  await press('f');
  await expect.poll(() => page.getByLabel('Gender').inputValue()).toBe('female');
  await tab(page.getByRole('combobox', { name: 'Location' }));
  await type('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().waitFor();
  await press('ArrowDown');
  await press('Enter');
  await expect.poll(() => page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Austin, TX');
  await tab(page.getByRole('button', { name: 'Next' }));
  await press('Enter');

  await heading('About You');
  await tab(page.getByLabel('Bio'));
  await type('Trail runner, bookshop browser, terrible at karaoke.');
  for (const choice of ['Hiking', 'Coffee', 'Reading', 'English']) {
    await tab(page.getByRole('button', { name: choice, exact: true }));
    await press('Space');
  }
  await tab(page.getByRole('button', { name: 'Next' }));
  await press('Enter');

  await heading('Add Photos');
  await tab(page.getByLabel('Add Photos'));
  const chooser = page.waitForEvent('filechooser');
  await press('Space');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 800) });
  await page.getByRole('img', { name: 'Photos 1' }).waitFor();
  await tab(page.getByRole('button', { name: 'Next' }));
  await press('Enter');

  await heading('Preferences');
  await tab(page.getByRole('checkbox'));
  await press('Space');
  await tab(page.getByRole('button', { name: 'Create Account' }));
  await press('Enter');
}

/** Onboarding asks only what registration left open: each step is answered as it comes. */
async function onboard() {
  await heading(SCREEN_TITLES.onboarding);
  await tab(page.getByRole('button', { name: 'Get Started' }));
  await press('Enter');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  for (let step = 0; step < 8; step += 1) {
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    const text = (await title.textContent())?.trim();
    if (text === 'Profile Complete!') {
      // As a member reads the page: the quick questions are there (a spinner no more), above the link.
      await page
        .getByRole('region', { name: QUESTION_TEXTS.quickTitle })
        .getByRole('status')
        .filter({ hasText: COMMON_TEXTS.loading })
        .waitFor({ state: 'detached' });
      await tab(page.getByRole('link', { name: 'Start Matching' }));
      await press('Enter');
      return;
    }
    if (text === 'A few questions') {
      for (const question of [
        'My ideal weekend includes...',
        'I value most in a relationship...',
        'A random fact about me...',
      ]) {
        await tab(page.getByLabel(question));
        await type('Something true and a little funny.');
      }
    }
    if (text === 'Your preferences') {
      // A choice group is one Tab stop; the arrow keys move the choice within it.
      await tab(
        page
          .getByRole('radiogroup', { name: /looking for/i })
          .getByRole('radio', { checked: true })
          .or(
            page
              .getByRole('radiogroup', { name: /looking for/i })
              .getByRole('radio')
              .first(),
          ),
      );
      await press('ArrowRight');
    }
    await tab(continueButton);
    if (await continueButton.isDisabled()) throw new Error(`Continue is disabled on "${text}"`);
    await press('Enter');
    await page.waitForFunction((before) => document.querySelector('h1')?.textContent?.trim() !== before, text);
  }
  throw new Error('onboarding did not end');
}

describe('keyboard only (WCAG 2.1.1, 2.4.7, 2.4.11)', () => {
  it('register, onboarding, like and match, chat, Settings and log out, without a pointer', async () => {
    await register();
    await onboard();
    await heading(SCREEN_TITLES.matches);

    // Jordan liked Ana first, so her like is a match.
    const anaToken = await tokenByApi(baseURL, ana.email);
    const anaId = ((await callAsMember(baseURL, anaToken, 'GET', '/auth/me')).user as { id: string }).id;
    const jordanToken = await tokenByApi(baseURL, jordan.email);
    await callAsMember(baseURL, jordanToken, 'POST', '/matches/likes', { likedId: anaId, status: 'like' });

    await tab(page.getByRole('navigation', { name: MEMBER_MENU.mainLabel }).getByRole('link', { name: 'For You' }));
    await press('Enter');
    await heading(SCREEN_TITLES.forYou);
    await page.getByRole('article').first().waitFor();
    await tab(page.getByRole('button', { name: `Like ${jordan.name}`, exact: true }), 200);
    await press('Enter');
    const sheet = page.getByRole('dialog', { name: "It's a match!" });
    await sheet.waitFor();
    await tab(sheet.getByRole('link', { name: 'Send a message' }));
    await press('Enter');
    await page.waitForURL(/\/messages\/[^/]+$/);
    const matchId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // A message sent with Enter.
    await tab(page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }));
    await type('Hi Jordan! Which trail first?');
    await press('Enter');
    const thread = page.getByRole('region', { name: SCREEN_TITLES.messages });
    await thread.getByText('Hi Jordan! Which trail first?').waitFor();

    // Jordan answers with a photo: Ana shows it (it comes blurred) and reacts to it.
    await sendImageByApi(baseURL, jordanToken, matchId);
    await tab(thread.getByRole('button', { name: CHAT_TEXTS.tapToView }), 80);
    await press('Enter');
    await thread.getByRole('img', { name: CHAT_TEXTS.imageAlt(jordan.name), exact: true }).waitFor();
    await tab(thread.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.moreActions(jordan.name) }), 80);
    await press('Enter');
    const actions = page.getByRole('dialog', { name: MESSAGE_ACTIONS_TEXTS.menuTitle });
    await actions.waitFor();
    const emoji = REACTION_EMOJI[0];
    await tab(actions.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.react(emoji) }));
    await press('Enter');
    await thread.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.removeReaction(emoji) }).waitFor();

    // Settings from the menu: a switch turned with Space.
    await tab(page.getByRole('button', { name: MEMBER_MENU.button }), 120);
    await press('Enter');
    await tab(
      page.getByRole('navigation', { name: MEMBER_MENU.label }).getByRole('link', { name: MEMBER_MENU.settings }),
    );
    await press('Enter');
    await heading(SCREEN_TITLES.settings);
    // Tabs are one Tab stop; the arrow keys move between them (Account, then Notifications).
    await tab(page.getByRole('main').getByRole('link', { name: 'Notifications', exact: true }));
    await press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'notifications');
    const toggle = page.getByRole('main').getByRole('switch').first();
    const before = await toggle.getAttribute('aria-checked');
    await tab(toggle);
    await press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before);

    await tab(page.getByRole('button', { name: MEMBER_MENU.button }), 120);
    await press('Enter');
    await tab(page.getByRole('button', { name: 'Log Out' }));
    await press('Enter');
    await heading(SCREEN_TITLES.login);

    expect(problems).toEqual([]);
    expect(await pointerEvents(page)).toEqual([]);
    // Six screens walked a key at a time: 75 s alone on a slow two-core VM, more than the default
    // 120 s beside three other specs there.
  }, 240_000);
});

describe('on a 375 px screen, every Tab stop shows its focus clear of the header and the bottom bar (2.4.7, 2.4.11)', () => {
  const riley = { email: uniqueEmail('keys-riley'), name: 'Riley' };
  let phone: Page;
  let rileyMatch = '';

  beforeAll(async () => {
    await registerByApi(baseURL, riley.email, pngDataUrl(320, 400), {
      onboarded: true,
      profile: { name: riley.name, photos: [pngDataUrl(320, 400), pngDataUrl(400, 500)] },
    });
    rileyMatch = await matchByApi(baseURL, riley.email, jordan.email);
    const jordanToken = await tokenByApi(baseURL, jordan.email);
    for (const content of ['Hey Riley!', 'Up for a hike on Saturday?', 'I know a trail with a great view.']) {
      await callAsMember(baseURL, jordanToken, 'POST', `/conversations/${rileyMatch}/messages`, { content });
    }
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: { width: 375, height: 812 },
      baseURL,
    });
    await signInContext(context, baseURL, riley.email);
    phone = await context.newPage();
    phone.setDefaultTimeout(20_000);
    await phone.goto(ROUTES.matches);
    await phone.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  }, 60_000);

  afterAll(() => phone?.context().close());

  it.each([
    ['For You', () => ROUTES.forYou],
    ['Matches', () => ROUTES.matches],
    ['a chat', () => ROUTES.messageThread(rileyMatch)],
    ['Settings', () => `${ROUTES.settings}?tab=notifications`],
    ['Profile', () => ROUTES.profile],
  ])('%s', async (_name, path) => {
    await phone.goto(path());
    await phone.getByRole('heading', { level: 1 }).first().waitFor();
    await phone.waitForLoadState('networkidle');
    const found: string[] = [];
    expect(await tabThroughPage(phone, found)).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
});
