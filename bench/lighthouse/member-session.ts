// Signed-in runs (issue 37): the app keeps its session in localStorage, which Lighthouse's storage
// reset empties before every run. So member pages run with `disableStorageReset`, and before
// each run this does the reset itself, all but the session: the HTTP cache, the service worker and
// its caches go, the session is written back. Every run is a member opening the app cold.
import { chromium } from 'playwright-core';
import { AUTH, API_BASE } from '@kindred/contract/constants';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';

/** What the web app stores after signing in (auth-storage.ts): the token and the login's user. */
export interface MemberSession {
  token: string;
  user: { id: string; [key: string]: unknown };
}

/** The seeded demo member (apps/server/src/seed/demo-accounts.ts): Basic plan, matches and chats. */
export const DEMO_MEMBER = { email: 'demo@kindred.app', password: 'kindred-demo-1' };

async function api<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}${API_BASE}${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function signInMember(baseUrl: string, member = DEMO_MEMBER): Promise<MemberSession> {
  const answer = await api<MemberSession>(baseUrl, API_PATHS.auth.login, {
    method: 'POST',
    body: JSON.stringify(member),
  });
  return { token: answer.token, user: answer.user };
}

/** The member's screens the issue names; the chat is their first conversation with messages. */
export async function memberPages(baseUrl: string, session: MemberSession): Promise<string[]> {
  const { conversations } = await api<{ conversations: { id: string; latestMessage: unknown }[] }>(
    baseUrl,
    API_PATHS.conversations.list,
    {
      token: session.token,
    },
  );
  const first = conversations.find((conversation) => conversation.latestMessage !== null);
  if (!first) throw new Error('the demo member has no conversation to measure');
  return [ROUTES.forYou, ROUTES.matches, ROUTES.messages, ROUTES.messageThread(first.id), ROUTES.settings];
}

/** Through the Chromium that Lighthouse drives (its debugging port), in its default context. */
export async function resetAllButSession(chromePort: number, baseUrl: string, session: MemberSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb,local_storage',
    });
    // A file of the site that runs no app code, to write its localStorage from.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(
      ({ keys, record }) => {
        localStorage.setItem(keys.storageKey, JSON.stringify(record));
        localStorage.setItem(keys.tokenStorageKey, record.token);
      },
      { keys: { storageKey: AUTH.storageKey, tokenStorageKey: AUTH.tokenStorageKey }, record: session },
    );
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}
