import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVISED_PHOTOS,
  COMMUNITY_DATE,
  COMMUNITY_LINKS,
  COMMUNITY_SECTIONS,
  VERIFICATION_GUIDE,
} from '@kindred/contract/community';
import { COOKIE_POLICY_SECTIONS } from '@kindred/contract/cookie-policy';
import { COOKIE_PREFERENCES_COOKIE, COOKIE_PREFERENCES_TEXTS, LEGAL_DATE, LEGAL_TEXTS } from '@kindred/contract/legal';
import { PRIVACY_SECTIONS } from '@kindred/contract/privacy-policy';
import { ROUTES } from '@kindred/contract/routes';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import { NOT_FOUND_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { TERMS_SECTIONS } from '@kindred/contract/terms-of-service';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { seriousViolationsInBothThemes } from './support/axe';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();

// SPEC 2 Legal pages and Community Guidelines: the section titles exactly as SPEC lists them.
const DOCUMENTS = [
  {
    name: 'terms',
    path: ROUTES.termsOfService,
    title: SCREEN_TITLES.termsOfService,
    back: { label: LEGAL_TEXTS.backToSafety, href: ROUTES.safety },
    sections: [
      'Introduction',
      'Eligibility',
      'Your Account',
      'User Content',
      'License Grant',
      'Subscriptions and Payments',
      'Safety and Interactions',
      'Termination',
      'Disclaimers',
      'Limitation of Liability',
      'Changes to Terms',
      'Contact Information',
    ],
  },
  {
    name: 'privacy',
    path: ROUTES.privacyPolicy,
    title: SCREEN_TITLES.privacyPolicy,
    back: { label: LEGAL_TEXTS.backToSafety, href: ROUTES.safety },
    sections: [
      'Information We Collect',
      'How We Use',
      'How We Share',
      'Rights and Choices',
      'California Privacy Rights',
      'How We Protect',
      "Children's Privacy",
      'International Transfers',
      'Data Retention',
      'Cookies',
      'Changes',
      'Contact',
    ],
  },
  {
    name: 'cookies',
    path: ROUTES.cookiePolicy,
    title: SCREEN_TITLES.cookiePolicy,
    back: { label: LEGAL_TEXTS.backToPrivacy, href: ROUTES.privacy },
    sections: ['What Are Cookies', 'Types', 'Third-Party', 'Managing Preferences', 'Lifespans', 'Changes', 'Contact'],
  },
] as const;

const COMMUNITY_TITLES = [
  'Respect & Inclusivity',
  'Authenticity & Honesty',
  'Safety & Privacy',
  'Respectful Communication',
  'Photo Guidelines',
  'Reporting & Moderation',
  'Prohibited Activities',
];

let desktop: Page;
let mobile: Page;

beforeAll(async () => {
  desktop = await newPage(DESKTOP, baseURL);
  mobile = await newPage(MOBILE, baseURL);
});

afterAll(async () => {
  await desktop?.context().close();
  await mobile?.context().close();
  await closeBrowser();
});

const sectionButtons = (page: Page) => page.getByRole('main').locator('button[aria-expanded]');

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function expandedStates(page: Page): Promise<string[]> {
  return sectionButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') ?? ''));
}

describe('legal pages', () => {
  it('the contract lists exactly SPEC’s sections, in order', () => {
    expect(TERMS_SECTIONS.map((s) => s.title)).toEqual(DOCUMENTS[0].sections);
    expect(PRIVACY_SECTIONS.map((s) => s.title)).toEqual(DOCUMENTS[1].sections);
    expect(COOKIE_POLICY_SECTIONS.map((s) => s.title)).toEqual(DOCUMENTS[2].sections);
    expect(COMMUNITY_SECTIONS.map((s) => s.title)).toEqual(COMMUNITY_TITLES);
  });

  it.each(DOCUMENTS)(
    '$name: dated June 1, 2025, SPEC’s sections with the first open, back and help links',
    async (doc) => {
      for (const page of [desktop, mobile]) {
        await open(page, doc.path, doc.title);
        const main = page.getByRole('main');
        await main.getByText(`${LEGAL_TEXTS.lastUpdated} ${LEGAL_DATE.text}`).waitFor();
        expect(await sectionButtons(page).allInnerTexts()).toEqual(doc.sections);
        expect(await expandedStates(page)).toEqual(doc.sections.map((_, index) => String(index === 0)));
        expect(await main.getByRole('region', { name: doc.sections[0] }).isVisible()).toBe(true);
        expect(await main.getByRole('link', { name: doc.back.label }).getAttribute('href')).toBe(doc.back.href);
        expect(await main.getByRole('link', { name: LEGAL_TEXTS.help }).getAttribute('href')).toBe(ROUTES.help);
        expect(await seriousViolationsInBothThemes(page)).toEqual([]);
        await screenshots(page, `legal-${doc.name}`, { fullPage: true });
      }
    },
  );

  it('sections open and close on their own, by mouse and keyboard', async () => {
    await open(desktop, ROUTES.termsOfService, SCREEN_TITLES.termsOfService);
    const main = desktop.getByRole('main');
    await main.getByRole('button', { name: 'Eligibility' }).click();
    expect(await main.getByRole('button', { name: 'Introduction' }).getAttribute('aria-expanded')).toBe('true');
    await main.getByRole('region', { name: 'Eligibility' }).getByText('You are at least 18 years old.').waitFor();
    await main.getByRole('button', { name: 'Introduction' }).click();
    expect(await main.getByRole('button', { name: 'Introduction' }).getAttribute('aria-expanded')).toBe('false');
    expect(await main.getByRole('region', { name: 'Introduction' }).count()).toBe(0);

    await main.getByRole('button', { name: 'Introduction' }).focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await desktop.keyboard.press(key);
    expect(await main.getByRole('button', { name: 'User Content' }).getAttribute('aria-expanded')).toBe('true');
    expect(await main.getByRole('button', { name: 'User Content' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await screenshots(desktop, 'legal-terms-keyboard', {
      target: main.getByRole('button', { name: 'User Content' }),
      scrollOffset: 120,
    });
  });

  it('cookie preferences: Essential locked, the rest saved to a cookie that survives a reload', async () => {
    const page = desktop;
    await page.context().clearCookies();
    await open(page, ROUTES.cookiePolicy, SCREEN_TITLES.cookiePolicy);
    const panel = page.getByRole('region', { name: COOKIE_PREFERENCES_TEXTS.heading });
    const essential = panel.getByRole('switch', { name: 'Essential' });
    expect(await essential.getAttribute('aria-checked')).toBe('true');
    expect(await essential.isDisabled()).toBe(true);
    await panel.getByText(COOKIE_PREFERENCES_TEXTS.categories.essential.lockedNote, { exact: false }).waitFor();
    for (const name of ['Functional', 'Analytics', 'Advertising']) {
      expect(await panel.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }

    await panel.getByRole('switch', { name: 'Analytics' }).click();
    await panel.getByRole('switch', { name: 'Advertising' }).click();
    await panel.getByRole('button', { name: COOKIE_PREFERENCES_TEXTS.save }).click();
    await panel.getByRole('status').getByText(COOKIE_PREFERENCES_TEXTS.saved).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'legal-cookie-preferences', { target: panel, scrollOffset: 100 });

    const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE_PREFERENCES_COOKIE.name);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(daysLeft)).toBe(COOKIE_PREFERENCES_COOKIE.maxAgeDays);

    await page.reload();
    // The prerendered page shows the defaults; the saved choices apply once its code has run.
    const checked = () =>
      Promise.all(
        ['Functional', 'Analytics', 'Advertising'].map((name) =>
          panel.getByRole('switch', { name }).getAttribute('aria-checked'),
        ),
      );
    await expect.poll(checked, { timeout: 15_000 }).toEqual(['true', 'false', 'false']);
  });

  it.each([
    [ROUTES.terms, ROUTES.termsOfService, SCREEN_TITLES.termsOfService],
    [ROUTES.privacy, ROUTES.privacyPolicy, SCREEN_TITLES.privacyPolicy],
    [ROUTES.cookies, ROUTES.cookiePolicy, SCREEN_TITLES.cookiePolicy],
  ])('%s loaded directly leads to %s', async (from, to, title) => {
    await open(desktop, from, title);
    expect(new URL(desktop.url()).pathname).toBe(to);
  });

  it('a redirect keeps the #section, which opens in place of the first', async () => {
    await open(desktop, `${ROUTES.privacy}#cookies`, SCREEN_TITLES.privacyPolicy);
    const url = new URL(desktop.url());
    expect(url.pathname + url.hash).toBe(`${ROUTES.privacyPolicy}#cookies`);
    const main = desktop.getByRole('main');
    expect(await main.getByRole('button', { name: 'Cookies' }).getAttribute('aria-expanded')).toBe('true');
    expect(await main.getByRole('button', { name: 'Information We Collect' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('community guidelines', () => {
  it('seven sections with Respect & Inclusivity open, the date, the photo advice and the links', async () => {
    for (const page of [desktop, mobile]) {
      await open(page, ROUTES.community, SCREEN_TITLES.community);
      const main = page.getByRole('main');
      await main.getByText(`${LEGAL_TEXTS.lastUpdated} ${COMMUNITY_DATE.text}`).waitFor();
      expect(await sectionButtons(page).allInnerTexts()).toEqual(COMMUNITY_TITLES);
      expect(await expandedStates(page)).toEqual(COMMUNITY_TITLES.map((_, index) => String(index === 0)));
      for (const link of COMMUNITY_LINKS) {
        expect(await main.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.to);
      }
      expect(COMMUNITY_LINKS.map((link) => link.to)).toEqual([
        ROUTES.terms,
        ROUTES.privacy,
        ROUTES.verification,
        ROUTES.safety,
        ROUTES.contact,
        ROUTES.help,
      ]);
      expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      await screenshots(page, 'community', { fullPage: true });
    }
    const main = desktop.getByRole('main');
    await main.getByRole('button', { name: 'Photo Guidelines' }).click();
    await main
      .getByRole('region', { name: 'Photo Guidelines' })
      .getByText(`${ADVISED_PHOTOS.min} to ${ADVISED_PHOTOS.max} photos`, { exact: false })
      .waitFor();
  });
});

describe('verification and the Safety Center links', () => {
  it('the verification page explains what the badge means', async () => {
    await open(mobile, ROUTES.verification, SCREEN_TITLES.verification);
    await mobile.getByRole('heading', { level: 2, name: VERIFICATION_GUIDE.heading }).waitFor();
    expect(await mobile.getByRole('link', { name: VERIFICATION_GUIDE.settingsLink }).getAttribute('href')).toBe(
      ROUTES.settings,
    );
    expect(await seriousViolationsInBothThemes(mobile)).toEqual([]);
    await screenshots(mobile, 'verification', { fullPage: true });
  });

  it.each(SAFETY_CENTER_TEXTS.links.map((link) => [link.label, link.to]))(
    'the Safety Center link "%s" (%s) opens a real page',
    async (label, to) => {
      await open(desktop, ROUTES.safety, SCREEN_TITLES.safety);
      const link = desktop.getByRole('main').getByRole('link', { name: label });
      expect(await link.getAttribute('href')).toBe(to);
      await link.click();
      await desktop.waitForURL((url) => url.pathname !== ROUTES.safety);
      const heading = desktop.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.innerText()).not.toBe(NOT_FOUND_TEXTS.title);
    },
  );
});
