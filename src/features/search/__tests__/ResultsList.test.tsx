import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupUser } from '../../../testing/render';
import { screenIsWide } from '../../../testing/screenWidth';
import { signedInAs } from '../../../testing/session';
import {
  drawnItems,
  forgetLayout,
  layOutRows,
  scrollWindowTo,
  scrollWindowToEnd,
} from '../../../testing/virtualLayout';
import { ResultsList } from '../ResultsList';
import { searchSucceeded } from '../searchSlice';
import { aResult, aSearchResult, criteria } from './testFixtures';

const ROW = 330;
const COUNT = 1000;

beforeEach(() => layOutRows(ROW));
afterEach(() => {
  jest.restoreAllMocks();
  forgetLayout();
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
const items = () => drawnItems(screen.getByRole('list', { name: 'Risultati' }));

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
    await scrollWindowToEnd();
    expect(screen.getByRole('link', { name: 'Persona1000 Prova' })).toBeInTheDocument();
    expect(items().at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    expect(screen.queryByRole('link', { name: 'Persona1 Prova' })).toBeNull();
    await scrollWindowTo(0);
    expect(screen.getByRole('link', { name: 'Persona1 Prova' })).toBeInTheDocument();
  });

  it('puts two results in a row on a wide screen', async () => {
    screenIsWide(true);
    renderList();
    const firstRow = document.querySelector('.virtual-list-row')!;
    expect(firstRow.querySelectorAll('[aria-posinset]')).toHaveLength(2);
    await scrollWindowToEnd();
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
      await scrollWindowTo(700 * (ROW + 16));
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expect(onPlace).toHaveBeenLastCalledWith(700);
    } finally {
      jest.useRealTimers();
    }
  });
});
