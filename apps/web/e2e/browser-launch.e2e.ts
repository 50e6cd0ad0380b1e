import { chromium } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { CHROMIUM_PATH, LAUNCH_ARGS, closeBrowser, launchBrowser } from './support/browser';

// The specs' browser (support/browser.ts): what its launch flags promise.

afterAll(closeBrowser);

const disabledFeatureLists = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));

it('turns off every feature Playwright turns off: Chromium reads only the last --disable-features, which is ours', async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const lists = disabledFeatureLists(server.process().spawnargs);
    expect(lists.length).toBeGreaterThan(1);
    const ours = lists.at(-1) ?? [];
    const droppedByOurs = lists
      .slice(0, -1)
      .flat()
      .filter((feature) => !ours.includes(feature));
    expect(droppedByOurs).toEqual([]);
  } finally {
    await server.close();
  }
});

it('builds no address-bar popup pages for a context (each cost a renderer of its own)', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('data:text/html,<p>Kindred</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    await cdp.detach();
    expect(targetInfos.filter((target) => target.type === 'page').length).toBeGreaterThan(0);
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  } finally {
    await context.close();
  }
});
