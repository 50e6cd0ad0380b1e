import type { BrowserContext, Page } from 'playwright-core';
import { AUTH } from '@kindred/contract/constants';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { newPage } from './browser';

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
  const {
    token,
    user: { id },
  } = await sessionByApi(baseURL, email, password);
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

/** What `POST /auth/login` answers and the sign-in form stores (SPEC 3: `auth` and `authToken`). */
export interface ApiSession {
  token: string;
  user: { id: string };
}

export async function sessionByApi(baseURL: string, email: string, password = E2E_PASSWORD): Promise<ApiSession> {
  const login = await call(baseURL, 'POST', '/auth/login', null, { email, password });
  return { token: String(login.token), user: login.user as { id: string } };
}

/**
 * Stores `session` as the sign-in form would, in each new tab of `context` as its first page of
 * the app starts (an init script: a `storageState` with local storage costs Playwright a page
 * load of its own). Once per tab, so a tab that signs out stays signed out.
 */
export async function startWithSession(context: BrowserContext, baseURL: string, session: ApiSession): Promise<void> {
  await context.addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('e2e-session-stored')) return;
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      sessionStorage.setItem('e2e-session-stored', '1');
    },
    {
      origin: new URL(baseURL).origin,
      entries: { [AUTH.storageKey]: JSON.stringify(session), [AUTH.tokenStorageKey]: session.token },
    },
  );
}

/**
 * Signs `context` in as `email` through the API (decision 118): a spec about something other
 * than signing in opens its page signed in, without a load of the sign-in page. The form itself
 * is tested by the specs about signing in.
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await startWithSession(context, baseURL, await sessionByApi(baseURL, email, password));
}

/** A page of its own at `viewport`, signed in as `email` (signInContext), opened on /matches. */
export async function signedInPage(
  baseURL: string,
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

/** A session token for an existing account, through the API. */
export async function tokenByApi(baseURL: string, email: string, password = E2E_PASSWORD): Promise<string> {
  return (await sessionByApi(baseURL, email, password)).token;
}

/** Any API call as a member (e.g. a second member's side of a scenario). */
export function callAsMember(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  return call(baseURL, method, path, token, body);
}

/**
 * Two onboarded members (registered with registerByApi) like each other through the API; the
 * match's id. Their defaults (Austin, show Everyone, ages 25-45) fit each other.
 */
export async function matchByApi(baseURL: string, emailA: string, emailB: string): Promise<string> {
  const [a, b] = await Promise.all([tokenByApi(baseURL, emailA), tokenByApi(baseURL, emailB)]);
  const [meA, meB] = await Promise.all([call(baseURL, 'GET', '/auth/me', a), call(baseURL, 'GET', '/auth/me', b)]);
  const idA = (meA.user as { id: string }).id;
  const idB = (meB.user as { id: string }).id;
  await call(baseURL, 'POST', `/matches/${idB}/like`, a);
  const liked = await call(baseURL, 'POST', `/matches/${idA}/like`, b);
  const match = (liked.data as { match: { id: string } | null }).match;
  if (!match) throw new Error(`${emailA} and ${emailB} liked each other but no match was made`);
  return match.id;
}
