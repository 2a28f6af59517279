import type { Page } from '@playwright/test';

/** The row actions a customer must reach on a phone without scrolling sideways (issue 31): their names start so. */
export const ROW_ACTION = /^(賣出|取消|加入購物車|申購|加入自選|移除自選)/;

/** The smallest tap target (WCAG 2.5.5): 44 × 44 CSS px, less half a pixel of rounding. */
export const MIN_TARGET = 43.5;

/**
 * What a phone customer would trip over on the page as it is now, on a screen `width` px wide, in words:
 * - the document wider than the screen (and the outermost elements that stick out);
 * - a visible button or link smaller than 44 × 44 px. Exempt: a link inside running text (an inline
 *   `<a>` in a paragraph with other words around it), which WCAG 2.5.5 exempts because enlarging it
 *   would break the sentence; a link or button on a line of its own is not exempt;
 * - a row action (賣出, 取消, 加入購物車, 申購, the 自選 star) whose box runs past the screen's right edge.
 * One pass in the page, so three widths of twenty routes stay fast.
 */
export function phoneProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ rowAction, minTarget, width }) => {
      const problems: string[] = [];
      // A phone's browser zooms a page wider than its screen out to fit: innerWidth then grows past the
      // screen's width and hides the overflow, so the screen's own width is the measure.
      if (window.innerWidth > width) problems.push(`zoomed out: the browser shows ${window.innerWidth} px on a ${width} px screen`);
      const action = new RegExp(rowAction);
      const nameOf = (element: Element): string =>
        (element.getAttribute('aria-label') ?? (element instanceof HTMLInputElement ? element.value : element.textContent) ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const describe = (element: Element): string => {
        const box = element.getBoundingClientRect();
        const klass = typeof element.className === 'string' && element.className.trim() !== '' ? `.${element.className.trim().split(/\s+/)[0] ?? ''}` : '';
        return `${element.tagName.toLowerCase()}${klass} 「${nameOf(element)}」 ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      const shown = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.closest('[aria-hidden="true"], [hidden], [inert]') !== null) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const inRunningText = (element: Element): boolean => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block !== null && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (block?.tagName !== 'P') return false;
        const around = (block.textContent ?? '').replace(/\s+/g, '').length - (element.textContent ?? '').replace(/\s+/g, '').length;
        return around >= 2;
      };

      const documentWidth = document.documentElement.scrollWidth;
      if (documentWidth > width) {
        // the outermost elements sticking out past the right edge, not those inside a box that scrolls on its own
        const insideScroller = (element: Element): boolean => {
          for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
          return false;
        };
        const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
          if (element.getBoundingClientRect().right <= width + 1 || insideScroller(element)) return false;
          const parent = element.parentElement;
          return parent === null || parent === document.body || parent.getBoundingClientRect().right <= width + 1;
        });
        // nothing sticks out on its own: name the deepest elements past the edge instead (inside a box that grew with them)
        const deepest = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1 && element.children.length === 0);
        const named = sticking.length > 0 ? sticking : deepest;
        problems.push(`scrolls sideways: the page is ${documentWidth} px wide on a ${width} px screen (${named.slice(0, 4).map(describe).join('; ')})`);
      }

      const targets = document.querySelectorAll('a[href], button, [role="button"], [role="link"], input[type="button"], input[type="submit"]');
      for (const target of targets) {
        if (!shown(target)) continue;
        const box = target.getBoundingClientRect();
        if ((box.width < minTarget || box.height < minTarget) && !inRunningText(target)) problems.push(`target under 44 × 44: ${describe(target)}`);
        if (action.test(nameOf(target)) && (box.right > width + 0.5 || box.left < -0.5)) {
          problems.push(`row action off-screen: ${describe(target)} spans x ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
        }
      }
      return problems;
    },
    { rowAction: ROW_ACTION.source, minTarget: MIN_TARGET, width },
  );
}

/** Waits until the page has laid itself out again after a viewport change (resize observers, charts). */
export function settled(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
