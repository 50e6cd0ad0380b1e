import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { PASSWORD_FIELD_TEXTS, PASSWORD_RULES } from '@kindred/contract/password-rules';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 074: the sign-up account step's password rules and toggles, and the chat's day chip.
const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

describe.each([MOBILE, DESKTOP])('at %o', (viewport) => {
  it('the account step lists the password rules, ticks them, and shows each password on request', async () => {
    const page = await newPage(viewport, baseURL);
    pages.push(page);
    await page.goto(ROUTES.register);
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor();
    for (const rule of PASSWORD_RULES) await page.getByText(rule.text).waitFor();
    await password.fill('a-long-enough-secret');
    await page.getByLabel('Confirm Password').fill('a-long-enough-secret');
    expect(await page.locator('li[data-met="true"]').count()).toBe(PASSWORD_RULES.length);

    const toggle = page.getByRole('button', { name: PASSWORD_FIELD_TEXTS.showPassword, exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await password.getAttribute('type')).toBe('text');
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshots(page, 'register-account-step-rules');
  });
});

describe('the chat day chip', () => {
  it('never covers a timestamp, at the top or scrolled', async () => {
    const [a, b] = [uniqueEmail('daychip-a'), uniqueEmail('daychip-b')];
    await Promise.all([
      registerByApi(baseURL, a, pngDataUrl(320, 400), { onboarded: true, profile: { name: 'Avery Chip' } }),
      registerByApi(baseURL, b, pngDataUrl(320, 400), { onboarded: true, profile: { name: 'Jordan Chip' } }),
    ]);
    const matchId = await matchByApi(baseURL, a, b);
    const tokens = { [a]: await tokenByApi(baseURL, a), [b]: await tokenByApi(baseURL, b) };
    for (let n = 1; n <= 24; n++) {
      await callAsMember(baseURL, tokens[n % 2 ? b : a]!, 'POST', `/conversations/${matchId}/messages`, {
        content: `Message number ${n}, long enough to wrap onto a second line on a phone screen.`,
      });
    }

    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await newPage(viewport, baseURL);
      await signInContext(page.context(), baseURL, a);
      pages.push(page);
      await page.goto(ROUTES.messageThread(matchId));
      const thread = page.getByRole('region', { name: SCREEN_TITLES.messages });
      await thread.getByText('Message number 24,').waitFor();
      await page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }).waitFor();

      for (const fraction of [0, 0.35, 0.6, 1]) {
        const covered = await thread.evaluate((scroller, at) => {
          scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
          const view = scroller.getBoundingClientRect();
          const found: string[] = [];
          // The day at the top: a band as wide as the thread and opaque, so a time under it is out
          // of view rather than half covered beside or behind a see-through chip.
          const chips = [...scroller.querySelectorAll('h2')];
          const chip = chips.find((h2) => Math.abs(h2.getBoundingClientRect().top - view.top) < 2);
          if (!chip) return ['no day chip at the top'];
          if (Math.abs(chip.getBoundingClientRect().width - scroller.clientWidth) > 1)
            found.push('chip narrower than the thread');
          if (/transparent|rgba|\//.test(getComputedStyle(chip).backgroundColor))
            found.push(`chip see-through: ${getComputedStyle(chip).backgroundColor}`);
          for (const time of scroller.querySelectorAll('time')) {
            const box = time.getBoundingClientRect();
            const y = box.top + box.height / 2;
            // A time whose middle is within a pixel of the thread's edge is cut by the scroller
            // itself, not covered: the hit test at a fractional y lands on the neighbour.
            if (y < view.top + 1 || y > view.bottom - 1) continue;
            const top = document.elementFromPoint(box.left + box.width / 2, y);
            if (top !== time && !chip.contains(top)) found.push(`${time.textContent} under ${top?.tagName}`);
          }
          if (at === 0) {
            const first = scroller.querySelector('time')?.getBoundingClientRect();
            if (!first || first.top < chip.getBoundingClientRect().bottom)
              found.push('first time under the chip at the top');
          }
          return found;
        }, fraction);
        expect(covered).toEqual([]);
      }
      await thread.evaluate((scroller) => {
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * 0.5;
      });
      await screenshots(page, 'chat-day-chip');
    }
  });
});
