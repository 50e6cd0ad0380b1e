import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTALL_TEXTS } from '@kindred/contract/app-install';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { registerByApi, uniqueEmail, signedInPage } from './support/accounts';
import { checkAndShoot } from './support/screenshots';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Issue 37 part 2, decision 112: the web app manifest, the service worker controlling the pages
// (the shell cached, the offline page), and the install offer from a member's second visit.

const baseURL = workerServerURL();
const member = { email: uniqueEmail('installable'), name: 'Robin Hale' };
const pages: Page[] = [];

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const page = await signedInPage(baseURL, member.email, viewport);
  pages.push(page);
  return page;
}

/** The service worker that controls the page, once it has claimed it (it claims the page that registered it). */
async function workerControls(page: Page): Promise<string | null> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
    .toBe(true);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

beforeAll(async () => {
  await registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } });
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

describe('installable (issue 37, decision 112)', () => {
  it('has a manifest the browser parses, with icons at the sizes asked for, and no installability error', async () => {
    const page = await signedIn(DESKTOP);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Kindred',
      display: 'standalone',
      start_url: ROUTES.forYou,
      theme_color: '#e11d48',
      background_color: '#fafaf9',
    });
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([ROUTES.forYou, ROUTES.messages]);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }

    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    expect(await workerControls(page)).toBe(`${baseURL}/sw.js`);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test contexts are incognito ones, which Chromium never installs from: that one says nothing of the app.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('controls the page after a reload; offline, a page shows the offline page, and the app comes back with the network', async () => {
    const page = await signedIn(MOBILE);
    expect(await workerControls(page)).toBe(`${baseURL}/sw.js`);
    const cdp = await page.context().newCDPSession(page);
    const responses: {
      url: string;
      fromServiceWorker?: boolean;
      serviceWorkerRouterInfo?: { matchedSourceType?: string };
    }[] = [];
    cdp.on('Network.responseReceived', ({ response }: { response: (typeof responses)[number] }) =>
      responses.push(response),
    );
    await cdp.send('Network.enable');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker answers the hashed assets; the API and photos go straight to the network by its
    // static routes, without waking it.
    const kind = (response: (typeof responses)[number]) => new URL(response.url).pathname.split('/')[1];
    const underPath = (part: string) => responses.filter((response) => kind(response) === part);
    expect(underPath('assets').length).toBeGreaterThan(0);
    expect(underPath('assets').every((response) => response.fromServiceWorker)).toBe(true);
    const straightToNetwork = (part: string) => {
      expect(underPath(part).length, part).toBeGreaterThan(0);
      expect(
        underPath(part).map((response) => [
          response.fromServiceWorker,
          response.serviceWorkerRouterInfo?.matchedSourceType,
        ]),
        part,
      ).toEqual(underPath(part).map(() => [false, 'network']));
    };
    straightToNetwork('api');
    // The member's own photo, on their profile.
    await page.goto(ROUTES.profile);
    await expect.poll(() => underPath('uploads').length).toBeGreaterThan(0);
    straightToNetwork('uploads');
    await cdp.detach();

    // The network gone: every request of the context fails, the service worker's own included
    // (Playwright's setOffline(false) does not give a service worker its network back).
    await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
    await page.goto(ROUTES.messages).catch(() => undefined);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await checkAndShoot(page, 'offline');
    await page.setViewportSize(DESKTOP);
    await checkAndShoot(page, 'offline');
    await page.setViewportSize(MOBILE);

    // Back online: the page asked for loads by itself.
    await page.context().unrouteAll();
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.messages }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.messages);
  });

  it('offers installing on a second visit only, once, and never on a public page', async () => {
    const page = await signedIn(MOBILE);
    const offer = (target: Page) =>
      target.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(event);
      });
    // The install offer's part of the app counts the visit when it mounts, which a busy machine
    // may put off past the heading: the first visit must be counted before the second starts.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kindred.visits'))).toBe('1');
    await offer(page);
    await page.waitForTimeout(300);
    expect(await page.getByText(APP_INSTALL_TEXTS.installTitle).count()).toBe(0);

    // Back more than an hour later, in a new tab (a new session).
    await page.evaluate(() => localStorage.setItem('kindred.last-visit', String(Date.now() - 2 * 60 * 60 * 1000)));
    const later = await page.context().newPage();
    await later.goto(ROUTES.matches);
    await later.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
    await offer(later);
    const notice = later.getByRole('status').filter({ hasText: APP_INSTALL_TEXTS.installTitle });
    await notice.waitFor();
    await checkAndShoot(later, 'install-offer');
    await notice.getByRole('button', { name: APP_INSTALL_TEXTS.notNow }).click();
    await notice.waitFor({ state: 'detached' });

    // A visitor's page: the landing page says nothing of it until the browser offers.
    const visitor = await newPage(MOBILE, baseURL);
    pages.push(visitor);
    await visitor.goto('/');
    // The section wakes up (hydrates) when it scrolls into view.
    await visitor.locator('#app-preview').scrollIntoViewIfNeeded();
    await visitor.waitForTimeout(500);
    expect(await visitor.getByRole('button', { name: APP_INSTALL_TEXTS.installFromBrowser }).count()).toBe(0);
    await offer(visitor);
    await visitor.getByRole('button', { name: APP_INSTALL_TEXTS.installFromBrowser }).waitFor();
  });
});
