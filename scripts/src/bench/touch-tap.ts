import type { BenchPage } from './cdp-browser';

/**
 * Where a finger would land on the element `elementExpression` finds (a JS expression in the page): the
 * element is scrolled to the middle of the screen; the page is let finish what the last input started (the
 * rest of a result, the address following: until the main thread is idle, at most a second), as a customer
 * reads an answer before the next tap; then its box is read again each frame until two frames agree, so
 * nothing moves it from under the finger; and the point must hit the element itself, not what covers it.
 * Null when there is no such element or no such point.
 */
const AIM = (elementExpression: string) => `(async () => {
  const element = ${elementExpression};
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  await new Promise((resolve) => (window.requestIdleCallback ?? ((run) => setTimeout(run, 200)))(() => resolve(), { timeout: 1000 }));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  let last = '';
  for (let i = 0; i < 60; i += 1) {
    await frame();
    const box = element.getBoundingClientRect();
    const now = [box.left, box.top, box.width, box.height].join();
    if (now === last) break;
    last = now;
  }
  const box = element.getBoundingClientRect();
  const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const hit = document.elementFromPoint(point.x, point.y);
  return hit !== null && (element === hit || element.contains(hit)) ? point : null;
})()`;

function isPoint(value: unknown): value is { x: number; y: number } {
  return typeof value === 'object' && value !== null && typeof (value as { x?: unknown }).x === 'number' && typeof (value as { y?: unknown }).y === 'number';
}

/** Taps the element `elementExpression` finds, as a phone does (a touch down and up at its centre); false when it cannot be aimed at. */
export async function tapElement(page: BenchPage, elementExpression: string): Promise<boolean> {
  const centre = await page.evaluate(AIM(elementExpression));
  if (!isPoint(centre)) return false;
  await page.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: centre.x, y: centre.y }] });
  await page.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return true;
}
