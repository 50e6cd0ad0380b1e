import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_SECTIONS, ACCESSIBILITY_TEXTS } from '@kindred/contract/accessibility';
import { ROUTES } from '@kindred/contract/routes';
import { FOOTER_LINKS, SCREEN_TITLES } from '@kindred/contract/screens';
import { closeBrowser, MOBILE, newPage } from './support/browser';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
let page: Page;

beforeAll(async () => {
  page = await newPage(MOBILE, baseURL);
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

describe('Accessibility statement (decision 113)', () => {
  it('opens from the footer, and a barrier reported there reaches the team', async () => {
    await page.goto(ROUTES.home);
    await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_LINKS.accessibility }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.accessibility);
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.accessibility }).waitFor();
    for (const section of ACCESSIBILITY_SECTIONS) {
      expect(await page.getByRole('heading', { level: 2, name: section.title }).isVisible()).toBe(true);
    }
    await screenshots(page, 'accessibility-statement', { fullPage: true });

    const form = page.getByRole('form', { name: ACCESSIBILITY_TEXTS.reportHeading });
    await form.getByRole('textbox', { name: 'Name' }).fill('Robin');
    await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
    await form
      .getByRole('textbox', { name: ACCESSIBILITY_TEXTS.messageLabel })
      .fill('Switch access skips the Like button on For You.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await screenshots(page, 'accessibility-statement-sent', {
      target: page.getByRole('heading', { name: 'Message sent' }),
      scrollOffset: 120,
    });
  });
});
