import type { Locator, Page } from 'playwright-core';

/**
 * Records every pointer, mouse or touch event a real device would make (and every click that was
 * not made by a key: a keyboard's Enter or Space clicks with `detail` 0). A keyboard-only walk
 * ends with `pointerEvents(page)` empty.
 */
export async function watchPointerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __pointerEvents: string[] }).__pointerEvents = seen;
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          if (type === 'click' && (event as MouseEvent).detail === 0) return;
          seen.push(`${type} on ${(event.target as Element | null)?.tagName ?? '?'}`);
        },
        true,
      );
    }
  });
}

export const pointerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __pointerEvents?: string[] }).__pointerEvents ?? []);

/**
 * What is wrong with the focused element, if anything: no visible focus indicator (WCAG 2.4.7: an
 * outline or a ring on it, an ancestor close by, or its label), or hidden behind something else,
 * such as the sticky header or the bottom bar (2.4.11: the element at its centre is not it).
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // The page scrolls smoothly (index.css) to a newly focused control, from a frame or two after
    // the focus: judge where the control comes to rest (still for 5 frames, whatever scrolled).
    const top = () => document.activeElement?.getBoundingClientRect().top ?? 0;
    let still = 0;
    for (let frames = 0, last = top(); still < 5 && frames < 120; frames += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = top() === last ? still + 1 : 0;
      last = top();
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelText = 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : null;
    const text = element.getAttribute('aria-label') ?? labelText ?? element.textContent ?? '';
    const kind = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const name = `${element.tagName.toLowerCase()}${kind} "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const candidates: Element[] = [];
    for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
      candidates.push(node);
    }
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    candidates.push(...labels);
    if (!candidates.some(drawn)) return `${name}: no visible focus indicator (2.4.7)`;

    const box = (labels[0] ?? element).getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const own = (node: Element | null) =>
      Boolean(
        node && (element.contains(node) || node.contains(element) || labels.some((label) => label.contains(node))),
      );
    if (!own(hit)) {
      // Where it was and what was there, to tell a bar over it from a control pushed out of view.
      const where = `at ${Math.round(box.left)},${Math.round(box.top)} in ${window.innerWidth}x${window.innerHeight}`;
      const what = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 4).join('.')}` : 'nothing';
      return `${name}: covered by ${what} ${where} (2.4.11)`;
    }
    return null;
  });
}

async function recordFocusProblem(page: Page, problems: string[]): Promise<void> {
  let problem = await focusProblem(page);
  // A busy machine can pause a smooth scroll for frames on end: what counts is where focus rests,
  // so a problem must still be there after up to 2 s (a bar over the control stays; a scroll ends).
  for (let tries = 0; problem && tries < 6; tries += 1) {
    await page.waitForTimeout(300);
    problem = await focusProblem(page);
  }
  if (!problem || problems.includes(problem)) return;
  problems.push(problem);
  // What the keyboard user saw, to look at (SCREENSHOTS_DIR, as the other specs' screenshots).
  if (process.env.SCREENSHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/focus-problem-${problems.length}.png` });
  }
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; every stop on the
 * way must show its focus and not be hidden (focusProblem). Throws when the target is not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60, problems }: { backwards?: boolean; max?: number; problems: string[] },
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const focused = () => target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 });
  for (let presses = 0; presses < max; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await recordFocusProblem(page, problems);
  }
  if (await focused()) return;
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/**
 * Tabs through the whole page once, from the top until focus comes back round (or `max` presses),
 * recording each stop's focus problems (focusProblem). The number of stops.
 */
export async function tabThroughPage(page: Page, problems: string[], max = 150): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      element.setAttribute('data-tab-stop', element.getAttribute('data-tab-stop') ?? String(Math.random()));
      return element.getAttribute('data-tab-stop')!;
    });
    if (seen.has(id)) return seen.size;
    seen.add(id);
    await recordFocusProblem(page, problems);
  }
  return seen.size;
}
