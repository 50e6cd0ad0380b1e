import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'correct-horse-42';
let counter = 0;

/** A fresh address per call, unique across runs against the same data directory. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers a member straight through the API (faster than the wizard for other specs). */
export async function registerByApi(baseURL: string, email: string, photo: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      acceptedTerms: true,
      profile: {
        name: 'Robin',
        birthdate: '1992-05-20',
        gender: 'other',
        location: 'Austin, TX',
        photos: [photo],
        interests: ['Hiking', 'Coffee'],
        lookingFor: 'Relationship',
        showMe: 'Everyone',
        ageRange: [25, 45],
        maxDistance: 50,
        questions: [],
      },
    }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
}

export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
