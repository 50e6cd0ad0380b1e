import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { INTEREST_CATALOGUE } from '@kindred/contract/enums';
import { E2E_PASSWORD, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { makePng } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 052: what a member picks on one screen shows as picked on every other, each screen
// in its own SPEC words; and the Discover filters offer every interest a profile can hold.

const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const continueOn = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const selectedText = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

interface Walk {
  register: { gender: string; lookingFor: string; showMe: string; interests: [string, string, string] };
  profile: { gender: string; lookingFor: string; showMe: string };
}

// Onboarding no longer asks what the wizard asked (decision 051): its own labels for these
// choices are covered by onboarding-wizard.test.tsx and the contract's vocabulary.test.ts.
const WALKS: Walk[] = [
  {
    register: {
      gender: 'Male',
      lookingFor: 'Relationship',
      showMe: 'Women',
      interests: ['Gaming', 'Hiking', 'Coffee'],
    },
    profile: { gender: 'Male', lookingFor: 'Relationship', showMe: 'Women' },
  },
  {
    register: { gender: 'Female', lookingFor: 'Casual', showMe: 'Men', interests: ['Fashion', 'Yoga', 'Art'] },
    profile: { gender: 'Female', lookingFor: 'Casual', showMe: 'Men' },
  },
  {
    register: {
      gender: 'Other',
      lookingFor: 'Marriage',
      showMe: 'Everyone',
      interests: ['Writing', 'Music', 'Travel'],
    },
    profile: { gender: 'Other', lookingFor: 'Marriage', showMe: 'Everyone' },
  },
];

async function registerThroughWizard(page: Page, email: string, walk: Walk) {
  await page.goto('/register');
  await heading(page, 'Create Your Account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await next(page);

  await heading(page, 'Basic Information');
  await page.getByLabel('Name').fill('Quinn');
  await page.getByLabel('Birth Date').fill('1993-06-15');
  await page.getByLabel('Gender').selectOption({ label: walk.register.gender });
  await page.getByRole('combobox', { name: 'Location' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await expect.poll(() => page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Austin, TX');
  await next(page);

  await heading(page, 'About You');
  await page.getByLabel('Bio').fill('Early riser, long walker, good listener.');
  for (const interest of walk.register.interests) await page.getByRole('button', { name: interest }).click();
  await next(page);

  await heading(page, 'Add Photos');
  await page
    .getByLabel('Add Photos')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 800) });
  await page.getByRole('img', { name: 'Photos 1' }).waitFor();
  await next(page);

  await heading(page, 'Preferences');
  await page.getByLabel('Looking for').selectOption({ label: walk.register.lookingFor });
  await page.getByLabel('Show me').selectOption({ label: walk.register.showMe });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** What is left of onboarding after the wizard: the questions (decision 051). */
async function walkOnboarding(page: Page) {
  await heading(page, 'Welcome to Kindred');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await heading(page, 'A few questions');
  await page.getByLabel('My ideal weekend includes...').fill('A market in the morning.');
  await page.getByLabel('I value most in a relationship...').fill('Honesty.');
  await page.getByLabel('A random fact about me...').fill('I can whistle two notes at once.');
  await continueOn(page);
  await heading(page, 'Profile Complete!');
}

async function checkProfileEditor(page: Page, walk: Walk) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  expect(await selectedText(page, 'Gender')).toBe(walk.profile.gender);
  expect(await selectedText(page, 'Looking for')).toBe(walk.profile.lookingFor);
  expect(await selectedText(page, 'Show me')).toBe(walk.profile.showMe);
  await page.getByRole('button', { name: 'Interests', exact: true }).click();
  for (const interest of walk.register.interests) {
    await page.getByRole('button', { name: `Remove ${interest}` }).waitFor();
  }
}

async function checkFilters(page: Page, walk: Walk, shoot: boolean) {
  await page.goto('/discover');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Filters' });
  // Every interest a profile can hold has its chip, the member's own among them.
  const chips = await panel.getByRole('group', { name: 'Interests' }).getByRole('button').allTextContents();
  expect([...chips].sort()).toEqual([...INTEREST_CATALOGUE].sort());
  const mine = panel.getByRole('button', { name: walk.register.interests[0], exact: true });
  await mine.click();
  expect(await mine.getAttribute('aria-pressed')).toBe('true');
  if (shoot) await screenshots(page, 'vocabulary-discover-interests', { target: panel, scrollOffset: 70 });

  await page.goto('/for-you');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const lookingFor = page.getByRole('group', { name: 'Looking for' });
  const wanted = lookingFor.getByRole('button', { name: walk.profile.lookingFor, exact: true });
  await wanted.click();
  expect(await wanted.getAttribute('aria-pressed')).toBe('true');
}

describe('one vocabulary on every screen', () => {
  it.each(WALKS.map((walk, index) => ({ ...walk, index })))(
    'registers as $register.gender / $register.lookingFor and finds it picked on every screen',
    async (walk) => {
      const page = await newPage(walk.index === 2 ? DESKTOP : MOBILE, baseURL);
      pages.push(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const email = uniqueEmail('vocabulary');
      // Straight into onboarding, signed in (issue 38).
      await registerThroughWizard(page, email, walk);
      await walkOnboarding(page);
      await checkProfileEditor(page, walk);
      await checkFilters(page, walk, walk.index !== 1);
      expect(errors).toEqual([]);
    },
  );

  it('the profile editor takes an interest in any case, in the catalogue spelling, and refuses the rest', async () => {
    const page = await newPage(MOBILE, baseURL);
    await signInContext(page.context(), baseURL, 'sam@kindred.app', 'kindred-demo-2');
    pages.push(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Interests', exact: true }).click();
    await page.getByRole('button', { name: 'Add Interest' }).click();
    const field = page.getByRole('textbox', { name: 'Add a new interest:' });
    await field.fill('pottery');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: `"pottery" is not one of Kindred's interests` }).waitFor();
    await screenshots(page, 'vocabulary-profile-interest-refused', {
      target: page.getByRole('alert').last(),
      scrollOffset: 200,
    });
    await field.fill('rOAD trips');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Remove Road Trips' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'pottery' }).count()).toBe(0);
  });
});
