import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerByApi, signIn, uniqueEmail } from './support/accounts';
import { closeBrowser, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** The signed-in member's profile, as the server has it. */
async function storedProfile(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/profiles/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  });
}

describe('onboarding', () => {
  it('a new member signs in, goes through the steps registration left open and lands on /matches', async () => {
    const email = uniqueEmail('onboarding');
    // Registered without a gender or what they look for: basics and preferences are asked;
    // the photos step (registration took one) is skipped.
    await registerByApi(baseURL, email, pngDataUrl(), { profile: { gender: undefined, lookingFor: undefined } });
    const page = await newPage(MOBILE, baseURL);
    pages.push(page);
    await page.goto('/login');
    await signIn(page, email);

    await heading(page, 'Welcome to Kindred');
    expect(pathOf(page)).toBe('/onboarding');
    expect(await page.getByRole('navigation', { name: 'Member' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Get Started' }).click();

    await heading(page, 'The basics');
    await page.getByText('Step 1 of 5').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Robin');
    await page.getByText('Non-binary', { exact: true }).click();
    await page.getByLabel('Occupation (optional)').fill('Park ranger');
    await page.getByLabel('Height (optional)').selectOption({ index: 10 });
    await continueButton(page).click();

    await heading(page, 'About you');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Bio').fill('I spend my weekends on trails and my evenings with a good book.');
    await continueButton(page).click();

    await heading(page, 'Your interests');
    await page.getByRole('button', { name: 'Rock Climbing' }).click();
    await continueButton(page).click();

    await heading(page, 'A few questions');
    await page.getByLabel('My ideal weekend includes...').fill('A sunrise hike and a long brunch.');
    await page.getByLabel('I value most in a relationship...').fill('Kindness and curiosity.');
    await page.getByLabel('A random fact about me...').fill('I have seen every national park in Utah.');
    await continueButton(page).click();

    await heading(page, 'Your preferences');
    await page.getByText('Everyone', { exact: true }).click();
    await page.getByText('Long-term relationship', { exact: true }).click();
    await continueButton(page).click();

    await heading(page, 'Profile Complete!');
    await page.getByRole('link', { name: 'Start Matching' }).click();
    await heading(page, 'Your Matches');
    expect(pathOf(page)).toBe('/matches');

    const profile = await storedProfile(page);
    expect(profile).toMatchObject({
      onboardingCompleted: true,
      gender: 'non-binary',
      occupation: 'Park ranger',
      showMe: 'Everyone',
      lookingFor: 'Relationship',
      interests: ['Hiking', 'Coffee', 'Rock Climbing'],
    });
    expect(profile.photos).toHaveLength(1);
    expect(profile.questions).toHaveLength(3);

    // Completed: member pages open directly after a reload too.
    await page.reload();
    await heading(page, 'Your Matches');
  });

  it('a member who has not finished is sent back to /onboarding from any member page', async () => {
    const email = uniqueEmail('unfinished');
    await registerByApi(baseURL, email, pngDataUrl());
    const page = await newPage(MOBILE, baseURL);
    pages.push(page);
    await page.goto('/login');
    await signIn(page, email);
    await heading(page, 'Welcome to Kindred');
    await page.goto('/profile');
    await heading(page, 'Welcome to Kindred');
    expect(pathOf(page)).toBe('/onboarding');
  });
});
