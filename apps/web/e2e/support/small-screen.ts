/**
 * Checks for a page read on a phone held upright (docs/product-rules.md: the portal and signup are
 * designed at 390 px, and the admin area stays usable on a phone).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** A phone held upright. */
export const PHONE = { width: 390, height: 844 };

/**
 * Nothing wider than the window: the page never scrolls sideways. A failure names the innermost
 * elements that reach past the window's right edge, where the fix belongs.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page'): Promise<void> {
  const { width, past } = await page.evaluate((windowWidth) => {
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 3);
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')} "${label}" (right edge ${Math.round(element.getBoundingClientRect().right)})`;
    };
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > windowWidth + 0.5,
    );
    const innermost = beyond.filter((element) => !beyond.some((other) => other !== element && element.contains(other)));
    return { width: document.documentElement.scrollWidth, past: innermost.slice(0, 5).map(describe) };
  }, PHONE.width);
  expect(width, `${what} is no wider than the window; past its edge: ${past.join('; ')}`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** The element lies wholly inside the container, left to right. */
export async function expectWithin(element: Locator, container: Locator | 'window'): Promise<void> {
  const box = await element.boundingBox();
  const outer = container === 'window' ? { x: 0, width: PHONE.width } : await container.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  expect(outer, 'the container is on the page').not.toBeNull();
  if (!box || !outer) return;
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** Shown in full: neither cut off with an ellipsis nor hidden behind its box's edge. */
export async function expectNotClipped(element: Locator): Promise<void> {
  const clipped = await element.evaluate(
    (node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight,
  );
  expect(clipped).toBe(false);
}

/**
 * The words of `text` are drawn wholly inside `box` (a chip's pill, a button): measured from the
 * rendered text itself, so words that spill past the box's edge fail as well as words cut off.
 */
export async function expectTextInside(text: Locator, box: Locator): Promise<void> {
  await expectNotClipped(text);
  const outer = await box.boundingBox();
  const words = await text.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
  expect(outer, 'the box is on the page').not.toBeNull();
  if (!outer) return;
  expect(words.left).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(words.right).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(words.top).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(words.bottom).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}
