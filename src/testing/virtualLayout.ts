import { act } from '@testing-library/react';

/** The window's height in the tests of a VirtualList. */
export const VIEWPORT = 800;

/**
 * jsdom lays nothing out, so, as TanStack Virtual's own tests do, each element is given a size
 * (offsetHeight, which the virtualizer measures a row by): every row of a VirtualList is `rowHeight`
 * pixels tall, the window VIEWPORT, the page as tall as the list, and scrolling the window moves
 * scrollY and fires the scroll event the virtualizer listens to. Called in a beforeEach; the test
 * file restores the mocks (jest.restoreAllMocks) and calls `forgetLayout` after each.
 */
export function layOutRows(rowHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('virtual-list-row') ? rowHeight : 0;
  });
  // The list starts at the page's top: where the window has scrolled to, it is that far above.
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 390, height: 0 }));
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => parseFloat(document.querySelector<HTMLElement>('.virtual-list')?.style.height ?? '0'),
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    const top = typeof options === 'number' ? 0 : (options?.top ?? 0);
    window.scrollY = top;
    // As a browser does, the scroll event comes after the call, not inside it.
    queueMicrotask(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
}

export function forgetLayout() {
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
}

export const scrollWindowTo = (top: number) =>
  act(async () => {
    window.scrollTo({ top });
  });

/** To the page's end, as far as the window goes (again once the rows drawn there are measured). */
export async function scrollWindowToEnd() {
  for (let times = 0; times < 2; times += 1) await scrollWindowTo(document.documentElement.scrollHeight - VIEWPORT);
}

/** The items of the list named `name` drawn in the page, each telling its place. */
export const drawnItems = (list: HTMLElement) => Array.from(list.querySelectorAll('[aria-posinset]'));
