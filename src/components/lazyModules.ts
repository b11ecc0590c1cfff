import { useEffect, useState, useSyncExternalStore } from 'react';

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
  /** The components reading a module, told when any arrives. */
  const readers = new Set<() => void>();
  const subscribe = (reader: () => void) => {
    readers.add(reader);
    return () => {
      readers.delete(reader);
    };
  };

  /** Makes a module's default export available: one fetch for every caller meanwhile; after a failure, the next call tries again. */
  function load(key: Key): Promise<void> {
    if (loaded.has(key)) return Promise.resolve();
    let fetching = loading.get(key);
    if (!fetching) {
      fetching = importers[key]().then(
        (module) => {
          loaded.set(key, module.default);
          loading.delete(key);
          readers.forEach((reader) => reader());
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
   * reaches for it), and renders the component again when it arrives, whoever fetched it; the
   * failure of that fetch, if it failed, for the component to show or throw. The arrival is read
   * through React's store hook, which reads the module again once subscribed: a module that
   * arrived between a render and its effect once went unseen, and a date field stayed on its
   * stand-in, pressed, with no calendar opening (DateField).
   */
  function useArrival(key: Key, wanted = true): unknown {
    const [failure, setFailure] = useState<unknown>();
    const module = () => loaded.get(key);
    // The prerendered pages (app/prerender.tsx) read the modules they were given, as the browser does.
    useSyncExternalStore(subscribe, module, module);
    useEffect(() => {
      if (wanted) load(key).catch(setFailure);
    }, [key, wanted]);
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
