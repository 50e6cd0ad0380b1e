import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_WORDS_MESSAGES, HIDDEN_WORDS_TEXTS } from '@kindred/contract/hidden-words';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenedSafeText } from './support/screened-safe-text';
import { checkAndShoot } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 085: Hidden Words, edited in Settings; a match's message holding one, spaced out,
// waits under "Hidden by your words" at the end of the conversation and notifies nobody.

const baseURL = workerServerURL();
const pages: Page[] = [];
const recipient = { email: uniqueEmail('hidden-words-ivy'), name: 'Ivy' };
const sender = { email: uniqueEmail('hidden-words-theo'), name: 'Theo' };
let matchId: string;
const hiddenText = `Do you like p i n e a p p l e on pizza? ${screenedSafeText()}`;
const plainText = `Hello from the hills ${screenedSafeText()}`;

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

type Notice = { type: string; content: string; messagePreview: string | null };
async function messageNotices(): Promise<Notice[]> {
  const token = await tokenByApi(baseURL, recipient.email);
  const { notifications } = (await callAsMember(baseURL, token, 'GET', '/notifications')) as {
    notifications: Notice[];
  };
  return notifications.filter((notice) => notice.type === 'message');
}

beforeAll(async () => {
  for (const member of [recipient, sender]) {
    await registerByApi(baseURL, member.email, pngDataUrl(320, 400), {
      onboarded: true,
      profile: { name: member.name },
    });
  }
  matchId = await matchByApi(baseURL, recipient.email, sender.email);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Hidden Words', () => {
  it('are added and removed in Settings, Privacy, and saved on the server', async () => {
    const page = await signedInPage(recipient.email, MOBILE);
    await page.goto('/settings?tab=privacy');
    const card = page.getByRole('region', { name: HIDDEN_WORDS_TEXTS.title });
    await card.getByText(HIDDEN_WORDS_TEXTS.empty).waitFor();
    const input = card.getByLabel(HIDDEN_WORDS_TEXTS.inputLabel);
    const add = card.getByRole('button', { name: HIDDEN_WORDS_TEXTS.add, exact: true });

    await input.fill('pineapple');
    await card.getByText(HIDDEN_WORDS_TEXTS.characters(9)).waitFor();
    await input.press('Enter');
    await card.getByRole('listitem').filter({ hasText: 'pineapple' }).waitFor();
    await card.getByText(HIDDEN_WORDS_TEXTS.count(1)).waitFor();
    expect(await input.inputValue()).toBe('');

    await input.fill('🍍');
    await add.click();
    await card.getByText(HIDDEN_WORDS_TEXTS.count(2)).waitFor();
    // The same word in capitals is already there; one too long is refused in the contract's words.
    await input.fill('PINEAPPLE');
    await add.click();
    await card.getByText(HIDDEN_WORDS_MESSAGES.alreadyListed).waitFor();
    await input.fill('x'.repeat(51));
    await add.click();
    await card.getByText(HIDDEN_WORDS_MESSAGES.tooLong).waitFor();
    await input.fill('');
    await checkAndShoot(page, 'hidden-words-settings');

    await card.getByRole('button', { name: HIDDEN_WORDS_TEXTS.remove('🍍') }).click();
    await card.getByText(HIDDEN_WORDS_TEXTS.count(1)).waitFor();
    const token = await tokenByApi(baseURL, recipient.email);
    expect(await callAsMember(baseURL, token, 'GET', '/safety/hidden-words')).toEqual({ words: ['pineapple'] });

    const desktop = await signedInPage(recipient.email, DESKTOP);
    await desktop.goto('/settings?tab=privacy');
    await desktop.getByRole('region', { name: HIDDEN_WORDS_TEXTS.title }).getByText('pineapple').waitFor();
    await checkAndShoot(desktop, 'hidden-words-settings');
  });

  it("puts a match's spaced-out word under 'Hidden by your words', with no notification", async () => {
    const token = await tokenByApi(baseURL, sender.email);
    const sent = (await callAsMember(baseURL, token, 'POST', `/conversations/${matchId}/messages`, {
      content: hiddenText,
    })) as { data: { hidden: boolean } };
    // The sender is not told.
    expect(sent.data.hidden).toBe(false);
    await callAsMember(baseURL, token, 'POST', `/conversations/${matchId}/messages`, { content: plainText });

    // The plain message notifies (one message counted); the hidden one never did.
    await expect.poll(messageNotices, { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await messageNotices();
    expect(notice!.messagePreview).not.toContain('p i n e');
    expect(notice!.content).toContain(sender.name);

    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await signedInPage(recipient.email, viewport);
      await page.goto(ROUTES.conversation(matchId));
      const thread = page.getByRole('region', { name: SCREEN_TITLES.messages });
      await thread.getByText(plainText).waitFor();
      expect(await thread.getByText(hiddenText).count()).toBe(0);
      const section = thread.getByRole('region', { name: `${HIDDEN_WORDS_TEXTS.section} (1)` });
      await section.waitFor();
      await checkAndShoot(page, 'hidden-words-collapsed');
      await section.getByRole('button', { name: HIDDEN_WORDS_TEXTS.show(1) }).click();
      await section.getByText(hiddenText).waitFor();
      await checkAndShoot(page, 'hidden-words-shown');
    }
  });
});
