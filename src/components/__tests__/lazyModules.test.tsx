import { act, render, screen } from '@testing-library/react';
import { lazyModules } from '../lazyModules';

/** A chunk per key whose arrival the test decides. */
function chunks() {
  const arrivals: Record<string, { arrive: () => void; fail: () => void }> = {};
  const importer = (key: 'a' | 'b') =>
    jest.fn(
      () =>
        new Promise<{ default: string }>((resolve, reject) => {
          arrivals[key] = {
            arrive: () => resolve({ default: `module ${key}` }),
            fail: () => reject(new Error(`no ${key}`)),
          };
        }),
    );
  return { importers: { a: importer('a'), b: importer('b') }, arrivals };
}

describe('lazily loaded modules', () => {
  it('render again when the module arrives, fetched once for every component that asks', async () => {
    const { importers, arrivals } = chunks();
    const modules = lazyModules(importers);
    function Shows({ which }: { which: 'a' | 'b' }) {
      modules.useArrival(which);
      return <p>{modules.get(which) ?? 'waiting'}</p>;
    }
    render(
      <>
        <Shows which="a" />
        <Shows which="a" />
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    await act(async () => arrivals.a.arrive());
    expect(screen.getAllByText('module a')).toHaveLength(2);
    expect(importers.a).toHaveBeenCalledTimes(1);
    await modules.load('a');
    expect(importers.a).toHaveBeenCalledTimes(1);
  });

  it('give a component the failure of its fetch, and start with what came with the first load', async () => {
    const { importers, arrivals } = chunks();
    const modules = lazyModules<'a' | 'b', string>(importers, [['b', 'module b, preloaded']]);
    function Shows() {
      const failure = modules.useArrival('a');
      return <p>{failure instanceof Error ? failure.message : (modules.get('a') ?? 'waiting')}</p>;
    }
    render(<Shows />);
    await act(async () => arrivals.a.fail());
    expect(screen.getByText('no a')).toBeInTheDocument();
    expect(modules.get('b')).toBe('module b, preloaded');
    expect(importers.b).not.toHaveBeenCalled();
    // A failed fetch is not remembered: the next asks again.
    const retry = modules.load('a');
    arrivals.a.arrive();
    await retry;
    expect(modules.get('a')).toBe('module a');
    expect(importers.a).toHaveBeenCalledTimes(2);
  });
});
