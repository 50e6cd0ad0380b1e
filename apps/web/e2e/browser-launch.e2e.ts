import { chromium } from 'playwright-core';
import fs from 'node:fs';
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

/** The renderer processes under the browser process `pid` (Chromium forks them from its zygote). */
function renderersUnder(pid: number): number {
  const children = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      commands.set(Number(entry), fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // The process ended while being read.
    }
  }
  const descendants = (of: number): number[] =>
    (children.get(of) ?? []).flatMap((child) => [child, ...descendants(child)]);
  return descendants(pid).filter((child) => commands.get(child)?.includes('--type=renderer')).length;
}

it('starts one renderer for a context and its page, no spare one beside it', async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('Chromium did not start');
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await (await browser.newContext()).newPage();
    await page.goto('data:text/html,<p>Kindred</p>');
    // A spare renderer starts a moment after the page's own.
    await page.waitForTimeout(1000);
    expect(renderersUnder(pid)).toBe(1);
    await browser.close();
  } finally {
    await server.close();
  }
});
