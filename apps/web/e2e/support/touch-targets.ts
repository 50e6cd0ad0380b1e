import type { Page } from 'playwright-core';

/** WCAG 2.5.5 and Apple's guideline: 44 × 44 CSS pixels. */
export const MIN_TARGET_PX = 44;

/**
 * Every visible control whose hit area is smaller than 44 × 44 px, one line each
 * (`button "Next photo": 36×36, misses right (hit div.absolute)`), without repeats.
 *
 * The method (decision 053): each control is scrolled to the middle of the screen, then
 * document.elementFromPoint is asked at its centre and at 21 px (half of 44, less a pixel for
 * rounding) left, right, above and below it. Each answer must be the control, something inside
 * it (a transparent ::after hit area counts, since a pseudo-element answers as its element), or a
 * label of it (a tap on a label works its input). A neighbour answering means the hit areas
 * overlap, which fails too. Left out: controls that are not rendered or visually hidden (a skip
 * link until focused: 1 × 1 px), checkboxes and radios inside a label (the label is measured),
 * and links inside running text (WCAG 2.5.8's inline exception).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    (reach) => {
      const SELECTOR =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], ' +
        'label:has(input[type="checkbox"]), label:has(input[type="radio"])';

      const describe = (element: Element | null) => {
        if (!element) return 'nothing';
        const name =
          element.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.type) : null) ??
          element.textContent ??
          '';
        const tag = element.tagName.toLowerCase();
        const role = element.getAttribute('role');
        return `${tag}${role ? `[role=${role}]` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      };

      const visuallyHidden = (element: Element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return true;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible') return true;
        return element.closest('[inert], [aria-hidden="true"]') !== null;
      };

      /** A link that is part of a sentence: inline, with other text in the same block. */
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return (block?.textContent ?? '').replace(/\s+/g, ' ').trim().length > own + 1;
      };

      const wrappedInLabel = (element: Element) =>
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        element.closest('label') !== null;

      const reaches = (control: Element, hit: Element | null) => {
        if (!hit) return false;
        if (control.contains(hit)) return true;
        const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
        if (labels.some((label) => label.contains(hit))) return true;
        // A label whose control is this one (the label wraps it) counts from the other side too.
        return control instanceof HTMLLabelElement && control.control !== null && control.control.contains(hit);
      };

      const problems = new Set<string>();
      for (const control of document.querySelectorAll(SELECTOR)) {
        if (visuallyHidden(control) || inRunningText(control) || wrappedInLabel(control)) continue;
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const rect = control.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        const probes: [string, number, number][] = [
          ['centre', x, y],
          ['left', x - reach, y],
          ['right', x + reach, y],
          ['above', x, y - reach],
          ['below', x, y + reach],
        ];
        const misses = probes
          .map(([where, px, py]) => [where, document.elementFromPoint(px, py)] as const)
          .filter(([, hit]) => !reaches(control, hit));
        if (misses.length > 0) {
          const [where, hit] = misses[0]!;
          problems.add(
            `${describe(control)}: ${Math.round(rect.width)}×${Math.round(rect.height)}, misses ${where} (hit ${describe(hit)})`,
          );
        }
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return [...problems];
    },
    MIN_TARGET_PX / 2 - 1,
  );
}

/**
 * Every element whose text is cut: it hides or ellipsises its overflow and its content is wider
 * (or, with a line clamp, taller) than its box. Scroll strips (`data-scroll-strip`) are left out:
 * they scroll, and show a fade where more lies (checked by their own test).
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('[data-scroll-strip]')) continue;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!hasText || !(element instanceof HTMLElement)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      const cutX = clipsX && element.scrollWidth > element.clientWidth + 1;
      const cutY = clamped && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        problems.add(`${element.tagName.toLowerCase()} "${text}" (${cutX ? 'width' : 'lines'})`);
      }
    }
    return [...problems];
  });
}

/** Whether an input's placeholder fits its box (the text is measured in the input's own font). */
export function placeholderFits(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}
