import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { drawnItems, forgetLayout, layOutRows, scrollWindowTo, scrollWindowToEnd } from '../../testing/virtualLayout';
import { ListCount, VirtualList } from '../VirtualList';

const ROW = 100;
const COUNT = 1000;
const names = Array.from({ length: COUNT }, (_, index) => `Voce ${index + 1}`);

beforeEach(() => layOutRows(ROW));
afterEach(() => {
  jest.restoreAllMocks();
  forgetLayout();
});

/** A page whose items arrive after it has shown, as a list's answer does, with their count said. */
function Page({ columns = 1 }: { columns?: number }) {
  const [items, setItems] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setItems(names)}>
        Carica
      </button>
      <ListCount>{items.length > 0 && `${items.length} voci`}</ListCount>
      <VirtualList
        count={items.length}
        columns={columns}
        estimatedRowHeight={ROW}
        itemKey={(index) => items[index]}
        renderItem={(index) => <a href={`#${index + 1}`}>{items[index]}</a>}
        label="Voci"
      />
    </>
  );
}

async function renderLoaded(columns?: number) {
  const user = userEvent.setup();
  render(<Page columns={columns} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('');
  await user.click(screen.getByRole('button', { name: 'Carica' }));
  return { user, status };
}

const list = () => screen.getByRole('list', { name: 'Voci' });

describe('VirtualList', () => {
  it('draws the first items only, each telling its place among all, and says the count once they arrive', async () => {
    const { status } = await renderLoaded();
    // The same live region, mounted before the items: its new text is announced.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('1000 voci');
    const drawn = drawnItems(list());
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(COUNT));
    expect(screen.queryByRole('link', { name: 'Voce 1000' })).toBeNull();
  });

  it('reaches the last item at the end and the first again at the top', async () => {
    await renderLoaded();
    await scrollWindowToEnd();
    expect(screen.getByRole('link', { name: 'Voce 1000' })).toBeInTheDocument();
    expect(drawnItems(list()).at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    expect(screen.queryByRole('link', { name: 'Voce 1' })).toBeNull();
    await scrollWindowTo(0);
    expect(screen.getByRole('link', { name: 'Voce 1' })).toBeInTheDocument();
  });

  it('puts several items in a row, the last row holding what is left', async () => {
    await renderLoaded(3);
    expect(document.querySelector('.virtual-list-row')!.querySelectorAll('[aria-posinset]')).toHaveLength(3);
    await scrollWindowToEnd();
    const rows = document.querySelectorAll('.virtual-list-row');
    // 1000 = 333 rows of three and one of one.
    expect(rows[rows.length - 1].querySelectorAll('[aria-posinset]')).toHaveLength(1);
    expect(drawnItems(list()).at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
  });

  it('lets Tab move through the items in their order, past the first screen', async () => {
    const { user } = await renderLoaded();
    const reached: string[] = [];
    // 800 pixels show 8 rows; the overscan draws the next ones, so Tab goes on past the screen.
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toEqual(names.slice(0, 10));
  });
});
