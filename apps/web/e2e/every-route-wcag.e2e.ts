import { QueryClient } from '@tanstack/react-query';
import type { BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import { appRoutes } from '@/app/router';
import {
  callAsMember,
  matchByApi,
  registerByApi,
  tokenByApi,
  uniqueEmail,
  sessionByApi,
  startWithSession,
} from './support/accounts';
import { inBothThemes, wcagViolations } from './support/axe';
import { closeBrowser, DESKTOP, launchBrowser } from './support/browser';
import { networkSettled, visitInApp } from './support/in-app-navigation';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Issue 37: axe's WCAG 2.2 A and AA rules on every route of the router, signed out and signed in
// (a member with matches, chats, notifications and a plan; the moderator for the queue's pages),
// light and dark, on a 375 px phone and a 1280 px desktop. The route list is the router's own: a
// route added without a visit here fails the first test.

const baseURL = workerServerURL();
const PHONE = { width: 375, height: 812 } as const;
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };

type Visitor = 'visitor' | 'member' | 'basic' | 'moderator';
interface Visit {
  as: Visitor;
  path: () => string;
}

const member = { email: uniqueEmail('wcag-ana'), name: 'Ana Silva' };
const jordan = { email: uniqueEmail('wcag-jordan'), name: 'Jordan Reyes' };
const casey = { email: uniqueEmail('wcag-casey'), name: 'Casey Lin' };
let matchId = '';

const visitor = (path: string): Visit => ({ as: 'visitor', path: () => path });
const signedIn = (path: string | (() => string)): Visit => ({
  as: 'member',
  path: typeof path === 'string' ? () => path : path,
});
const moderator = (path: string): Visit => ({ as: 'moderator', path: () => path });

/** Each route pattern of the router, and how it is visited. */
const VISITS: Record<string, Visit> = {
  '/': visitor(ROUTES.home),
  [ROUTES.safety]: visitor(ROUTES.safety),
  [ROUTES.contact]: visitor(ROUTES.contact),
  [ROUTES.community]: visitor(ROUTES.community),
  [ROUTES.help]: visitor(ROUTES.help),
  [ROUTES.cookiePolicy]: visitor(ROUTES.cookiePolicy),
  [ROUTES.termsOfService]: visitor(ROUTES.termsOfService),
  [ROUTES.privacyPolicy]: visitor(ROUTES.privacyPolicy),
  [ROUTES.accessibility]: visitor(ROUTES.accessibility),
  [ROUTES.devOutbox]: visitor(ROUTES.devOutbox),
  '*': visitor('/no-such-page'),
  [ROUTES.terms]: visitor(ROUTES.terms),
  [ROUTES.privacy]: visitor(ROUTES.privacy),
  [ROUTES.cookies]: visitor(ROUTES.cookies),
  [ROUTES.login]: visitor(ROUTES.login),
  [ROUTES.register]: visitor(ROUTES.register),
  [ROUTES.forgotPassword]: visitor(ROUTES.forgotPassword),
  [ROUTES.resetPassword]: visitor(`${ROUTES.resetPassword}?token=not-a-real-token`),
  [ROUTES.verification]: visitor(ROUTES.verification),
  [ROUTES.emergencyContactConfirm]: visitor(`${ROUTES.emergencyContactConfirm}?token=not-a-real-token`),
  [ROUTES.sharedDate]: visitor(`${ROUTES.sharedDate}?token=not-a-real-token`),
  [ROUTES.onboarding]: signedIn(ROUTES.onboarding),
  [ROUTES.matches]: signedIn(ROUTES.matches),
  [ROUTES.forYou]: signedIn(ROUTES.forYou),
  [`${ROUTES.match('')}:id`]: signedIn(() => ROUTES.match(matchId)),
  [ROUTES.profile]: signedIn(ROUTES.profile),
  [ROUTES.messages]: signedIn(ROUTES.messages),
  [`${ROUTES.messageThread('')}:id`]: signedIn(() => ROUTES.messageThread(matchId)),
  [`${ROUTES.conversation('')}:id`]: signedIn(() => ROUTES.conversation(matchId)),
  [ROUTES.subscription]: signedIn(ROUTES.subscription),
  [ROUTES.settings]: signedIn(ROUTES.settings),
  [ROUTES.blockedUsers]: signedIn(ROUTES.blockedUsers),
  [ROUTES.datePlanner]: signedIn(ROUTES.datePlanner),
  [ROUTES.icebreakers]: signedIn(ROUTES.icebreakers),
  [ROUTES.discover]: signedIn(ROUTES.discover),
  [ROUTES.notifications]: signedIn(ROUTES.notifications),
  [ROUTES.getVerified]: signedIn(ROUTES.getVerified),
  [ROUTES.moderation]: moderator(ROUTES.moderation),
  [ROUTES.moderationVerifications]: moderator(ROUTES.moderationVerifications),
  [ROUTES.moderationAppeals]: moderator(ROUTES.moderationAppeals),
  [ROUTES.moderationAudit]: moderator(ROUTES.moderationAudit),
};

/** Screens that differ on the Basic plan: controls marked with the plan they need. */
const BASIC_VISITS: Record<string, Visit> = {
  [`${ROUTES.forYou} (Basic plan)`]: { as: 'basic', path: () => ROUTES.forYou },
  [`${ROUTES.discover} (Basic plan)`]: { as: 'basic', path: () => ROUTES.discover },
};

function routePatterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

/** 320 px: a 1280 px window zoomed to 400 %, where WCAG 1.4.10 asks that nothing scrolls sideways. */
const NARROW = { width: 320, height: 640 } as const;
const SIZES = { phone: PHONE, desktop: DESKTOP, narrow: NARROW } as const;
const pages = new Map<string, Page>();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await Promise.all(
    [member, jordan, casey].map((someone, index) =>
      registerByApi(baseURL, someone.email, pngDataUrl(320 + index * 40, 400), {
        onboarded: true,
        profile: { name: someone.name, photos: [pngDataUrl(320, 400), pngDataUrl(400, 500)] },
      }),
    ),
  );
  matchId = await matchByApi(baseURL, member.email, jordan.email);
  const caseyMatch = await matchByApi(baseURL, member.email, casey.email);
  const [memberToken, jordanToken, caseyToken] = await Promise.all([
    tokenByApi(baseURL, member.email),
    tokenByApi(baseURL, jordan.email),
    tokenByApi(baseURL, casey.email),
  ]);
  await callAsMember(baseURL, jordanToken, 'POST', `/conversations/${matchId}/messages`, {
    content: 'Hi Ana! Saw you hike too. Favourite trail around here?',
  });
  await callAsMember(baseURL, memberToken, 'POST', `/conversations/${matchId}/messages`, {
    content: 'Barton Creek at sunrise, every time. Yours?',
  });
  await callAsMember(baseURL, caseyToken, 'POST', `/conversations/${caseyMatch}/messages`, {
    content: 'Coffee this weekend?',
  });
  await callAsMember(baseURL, memberToken, 'POST', '/billing/checkout', { planId: 'gold', months: 1 });

  const browser = await launchBrowser();
  const sessions = {
    visitor: null,
    member: await sessionByApi(baseURL, member.email),
    basic: await sessionByApi(baseURL, casey.email),
    moderator: await sessionByApi(baseURL, MODERATOR.email, MODERATOR.password),
  };
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const [as, session] of Object.entries(sessions)) {
      const context = await browser.newContext({ viewport, baseURL, hasTouch: size === 'phone' });
      contexts.push(context);
      if (session) await startWithSession(context, baseURL, session);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      pages.set(`${as} ${size}`, page);
    }
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await closeBrowser();
});

/** Each visitor's page loads the app once and then moves from route to route as its links do. */
async function open({ as, path }: Visit, size: string): Promise<Page> {
  const page = pages.get(`${as} ${size}`)!;
  await visitInApp(page, path());
  await networkSettled(page);
  return page;
}

/** When the page is wider than the window: the elements that reach past its right edge. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}: ${Math.round(element.getBoundingClientRect().right)} px`,
      );
  });
}

describe('WCAG 2.2 A and AA on every route (axe)', () => {
  it("visits every route of the app's router, and no route it lacks", () => {
    const patterns = routePatterns(appRoutes(new QueryClient()));
    expect(patterns.length).toBeGreaterThan(30);
    expect([...patterns].sort()).toEqual(Object.keys(VISITS).sort());
  });

  describe.each(['phone', 'desktop'])('on a %s, light and dark', (size) => {
    it.each(Object.entries({ ...VISITS, ...BASIC_VISITS }))('%s', async (_pattern, visit) => {
      const page = await open(visit, size);
      // No fixed pause between the themes: axeViolations waits for the colour transitions it finds.
      expect(await inBothThemes(page, wcagViolations, { settleMs: 0 })).toEqual([]);
    });
  });
});

describe('reflow at 320 px: no page scrolls sideways (WCAG 1.4.10)', () => {
  it.each(Object.entries({ ...VISITS, ...BASIC_VISITS }))('%s', async (_pattern, visit) => {
    const page = await open(visit, 'narrow');
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});
