import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupUser } from '../../../testing/render';
import { screenIsWide } from '../../../testing/screenWidth';
import { signedInAs } from '../../../testing/session';
import { ResultsList } from '../ResultsList';
import { searchSucceeded } from '../searchSlice';
import { aResult, aSearchResult, criteria } from './testFixtures';

/*
 * jsdom lays nothing out, so, as TanStack Virtual's own tests do, each element is given a size
 * (offsetHeight, which the virtualizer measures a row by): every row of cards is ROW pixels tall,
 * the window VIEWPORT, the page as tall as the list, and scrolling the window moves scrollY and fires the scroll event the
 * virtualizer listens to.
 */
const ROW = 330;
const VIEWPORT = 800;
const COUNT = 1000;

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('search-row') ? ROW : 0;
  });
  // The list starts at the page's top: where the window has scrolled to, it is that far above.
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 390, height: 0 }));
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => parseFloat(document.querySelector<HTMLElement>('.search-grid')?.style.height ?? '0'),
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    const top = typeof options === 'number' ? 0 : (options?.top ?? 0);
    window.scrollY = top;
    // As a browser does, the scroll event comes after the call, not inside it.
    queueMicrotask(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
});

const people = Array.from({ length: COUNT }, (_, index) =>
  aResult({ userId: index + 1, nome: `Persona${index + 1}`, cognome: 'Prova' }),
);
const ids = people.map((person) => person.userId);

function renderList(place = 0, onPlace = jest.fn()) {
  const view = renderWithProviders(<ResultsList ids={ids} label="Risultati" place={place} onPlace={onPlace} />, {
    preloadedState: signedInAs(2),
  });
  act(() => {
    view.store.dispatch(searchSucceeded({ criteria, result: aSearchResult(people) }));
  });
  return view;
}

/** The results drawn (each card also holds lists of its own: its days). */
const items = () => Array.from(screen.getByRole('list', { name: 'Risultati' }).querySelectorAll('[aria-posinset]'));
const scrollTo = (top: number) =>
  act(async () => {
    window.scrollTo({ top });
  });
/** To the page's end, as far as the window goes (again once the rows drawn there are measured). */
const scrollToEnd = async () => {
  for (let times = 0; times < 2; times += 1) await scrollTo(document.documentElement.scrollHeight - VIEWPORT);
};

describe('the virtualized results', () => {
  it('draws the first results only, each telling its place among all of them (phone: one a row)', () => {
    renderList();
    const drawn = items();
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.length).toBeLessThan(15);
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(COUNT));
    expect(screen.getByRole('link', { name: 'Persona1 Prova' })).toHaveAttribute('href', '/search/result/user/1');
    expect(screen.queryByRole('link', { name: 'Persona1000 Prova' })).toBeNull();
  });

  it('reaches the last result scrolled to the end, and the first again at the top', async () => {
    renderList();
    await scrollToEnd();
    expect(screen.getByRole('link', { name: 'Persona1000 Prova' })).toBeInTheDocument();
    expect(items().at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    expect(screen.queryByRole('link', { name: 'Persona1 Prova' })).toBeNull();
    await scrollTo(0);
    expect(screen.getByRole('link', { name: 'Persona1 Prova' })).toBeInTheDocument();
  });

  it('puts two results in a row on a wide screen', async () => {
    screenIsWide(true);
    renderList();
    const firstRow = document.querySelector('.search-row')!;
    expect(firstRow.querySelectorAll('[aria-posinset]')).toHaveLength(2);
    await scrollToEnd();
    expect(items().at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
  });

  it('lets Tab move through the results in their order', async () => {
    renderList();
    const user = setupUser();
    const names: string[] = [];
    // Each card has one link, its person's name (ResultCard), so each Tab is the next result.
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent ?? '');
    }
    expect(names).toEqual(['Persona1 Prova', 'Persona2 Prova', 'Persona3 Prova', 'Persona4 Prova', 'Persona5 Prova']);
  });

  it('returns to the place it was left, and tells the place when scrolling pauses', async () => {
    const onPlace = jest.fn();
    jest.useFakeTimers();
    try {
      renderList(500, onPlace);
      // The restoring scroll's own report comes 200 ms after it.
      act(() => {
        jest.advanceTimersByTime(250);
      });
      expect(screen.getByRole('link', { name: 'Persona501 Prova' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Persona1 Prova' })).toBeNull();
      onPlace.mockClear();
      await scrollTo(700 * (ROW + 16));
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expect(onPlace).toHaveBeenLastCalledWith(700);
    } finally {
      jest.useRealTimers();
    }
  });
});
