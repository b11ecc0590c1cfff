/** What matchMedia answers for `query`: jsdom lays nothing out, so the test says whether it matches. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** A wide screen (every min-width breakpoint of antd's Grid matches) or a phone (none does). */
export function screenIsWide(wide: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => mediaQueryList(query, wide && query.includes('min-width')));
}
