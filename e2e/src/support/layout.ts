import type { Page } from '@playwright/test';

/** What sticks out of the window: sideways scrolling, and text cut off at an edge. */
export type LayoutProblems = {
  scrollWidth: number;
  viewportWidth: number;
  /** Visible elements with text of their own that reach past the left or right edge. */
  cutOff: string[];
};

/**
 * Measures the page: the document must be no wider than the window, and no visible
 * text may reach past its edges, except inside a box that scrolls sideways on purpose
 * (wide tables) or text hidden for screen readers only.
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsSideways = (el: Element | null): boolean => {
      for (
        let node = el;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const overflowX = getComputedStyle(node).overflowX;
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          node.scrollWidth > node.clientWidth
        )
          return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const text = (el.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${text}"`;
    };
    const cutOff: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const ownText = Array.from(el.childNodes).some(
        (n) =>
          n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      if (
        !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        continue;
      const rect = el.getBoundingClientRect();
      // Screen-reader-only text is 1 px and clipped.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (scrollsSideways(el)) continue;
      cutOff.push(describe(el));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: width,
      cutOff,
    };
  });
}
