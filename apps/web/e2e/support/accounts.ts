import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'correct-horse-42';
let counter = 0;

/** A fresh address per call, unique across runs against the same data directory. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Registers a member straight through the API (faster than the wizard for other specs). New
 * members are sent to /onboarding until their profile is complete; `onboarded` completes it
 * through the API too, so the member lands on /matches.
 */
export async function registerByApi(
  baseURL: string,
  email: string,
  photo: string,
  { onboarded = false, profile = {} }: { onboarded?: boolean; profile?: Record<string, unknown> } = {},
): Promise<void> {
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
        ...profile,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  if (onboarded) await completeOnboardingByApi(baseURL, email);
}

async function call(baseURL: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Fills in what onboarding asks for (bio, 3 interests, the questions) and completes it. */
export async function completeOnboardingByApi(baseURL: string, email: string, password = E2E_PASSWORD) {
  const login = await call(baseURL, 'POST', '/auth/login', null, { email, password });
  const token = String(login.token);
  const { id } = login.user as { id: string };
  await call(baseURL, 'PATCH', `/profiles/${id}`, token, {
    bio: 'Weekend hiker, coffee lover and bookworm.',
    interests: ['Hiking', 'Coffee', 'Reading'],
    questions: [{ question: 'My ideal weekend includes...', answer: 'A long hike and a picnic.' }],
    lookingFor: 'Relationship',
  });
  await call(baseURL, 'POST', '/profiles/me/onboarding/complete', token);
}

export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
