import { useEffect, useReducer, useState } from 'react';

/**
 * Modules fetched on demand, one chunk per key (the English messages, a wizard tab's form), kept
 * for the page's life and read during render: a component shows one as soon as it is here, with
 * no React.lazy and Suspense, whose fallback React keeps at least 300 ms (docs/decisions.md, SPA
 * structure and loading).
 */
export function lazyModules<Key extends string, Module>(
  importers: Record<Key, () => Promise<{ default: Module }>>,
  preloaded: [Key, Module][] = [],
) {
  const loaded = new Map<Key, Module>(preloaded);
  const loading = new Map<Key, Promise<void>>();

  /** Makes a module's default export available: one fetch for every caller meanwhile; after a failure, the next call tries again. */
  function load(key: Key): Promise<void> {
    if (loaded.has(key)) return Promise.resolve();
    let fetching = loading.get(key);
    if (!fetching) {
      fetching = importers[key]().then(
        (module) => {
          loaded.set(key, module.default);
          loading.delete(key);
        },
        (failure: unknown) => {
          loading.delete(key);
          throw failure;
        },
      );
      loading.set(key, fetching);
    }
    return fetching;
  }

  /** The module if it is here. */
  const get = (key: Key): Module | undefined => loaded.get(key);

  /**
   * Fetches the module if it is not here, once `wanted` (a component may ask only when a person
   * reaches for it), and renders the component again when it arrives; the failure of that fetch,
   * if it failed, for the component to show or throw.
   */
  function useArrival(key: Key, wanted = true): unknown {
    const [failure, setFailure] = useState<unknown>();
    const [, arrived] = useReducer((arrivals: number) => arrivals + 1, 0);
    // Whether this render had the module, not whether it is here when the effect runs: one that
    // arrived in between (fetched for another component) would never be rendered, and a date field
    // would stay on its stand-in, pressed, opening no calendar (DateField). load() answers at once then.
    const here = loaded.has(key);
    useEffect(() => {
      if (wanted && !here) load(key).then(arrived, setFailure);
    }, [key, wanted, here]);
    return failure;
  }

  /**
   * The module for a component to render, once here (undefined until then), fetched as useArrival
   * does; a failed fetch is thrown to the router's error page, as a lazy page's is.
   */
  function useModule(key: Key, wanted = true): Module | undefined {
    const failure = useArrival(key, wanted);
    if (failure) throw failure;
    return get(key);
  }

  return { load, get, useArrival, useModule };
}
