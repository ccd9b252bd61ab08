import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's lazily loaded code can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Files that run in Node (`@vitest-environment node`, the build's first frames)
// have no DOM to fill in.
const browser = typeof window !== 'undefined';

if (browser) {
  // What Radix primitives need from a browser that jsdom does not provide.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;

  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
  }

  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom lays nothing out: scrolling the window does nothing (tests spy on it).
  window.scrollTo = () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (!browser) return;
  cleanup();
  // Drafts are kept for the tab: each test starts with none.
  sessionStorage.clear();
  document.title = '';
  document.documentElement.lang = 'en';
});
