import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD } from './accounts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The register wizard's first step (already on /register), ending on step 2, Basic Information. */
export async function fillAccountStep(page: Page, email: string) {
  await heading(page, 'Create Your Account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Basic Information');
}

/**
 * The register wizard's first two steps through the page, as a visitor fills them (Austin, TX
 * from the location suggestions), ending on step 3, About You.
 */
export async function fillAccountAndBasics(page: Page, { email, name }: { email: string; name: string }) {
  await page.goto('/register');
  await fillAccountStep(page, email);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Birth Date').fill('1994-03-12');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('combobox', { name: 'Location' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await expect.poll(() => page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Austin, TX');
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'About You');
}
