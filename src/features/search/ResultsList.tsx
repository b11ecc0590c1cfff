import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../store/hooks';
import { ResultCard } from './ResultCard';
import { selectResultById } from './selectors';

/** search.css's breakpoint: two columns from here (product.md §2.2), one below. */
const WIDE = '(min-width: 900px)';
/** A card's height before it is measured, by columns (a phone's card is taller: its tags wrap). */
const ESTIMATED_ROW = { 1: 330, 2: 290 } as const;
/** The gap between rows, as between the columns (search.css). */
const GAP = 16;

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useColumns = (): 1 | 2 => useSyncExternalStore(subscribeToWidth, () => (window.matchMedia(WIDE).matches ? 2 : 1));

/** One card, re-rendered only when its own person changes (the results are an entity adapter by userId). */
const ResultItem = memo(function ResultItem({ userId }: { userId: number }) {
  const user = useAppSelector((state) => selectResultById(state, userId));
  return user ? <ResultCard user={user} /> : null;
});

export interface ResultsListProps {
  /** The results' user ids in the server's order. */
  ids: number[];
  label: string;
  /** The index of the first result in view when the list was last left (docs/decisions.md, "Long lists render what is on screen"). */
  place: number;
  onPlace: (index: number) => void;
}

/**
 * The results, of which only the rows on screen and a few around them are in the page
 * (docs/decisions.md, "Long lists render what is on screen"): the page itself scrolls, so the
 * heading and the form's Back scroll away as before and the phone's address bar behaves. Each row
 * holds one card on a phone and two on a wide screen; the rows are measured once drawn. Tab moves
 * through the cards in order: the card after the last one drawn is in the overscan, and focusing
 * it scrolls it into view, which draws the next. Each item tells its position among all results
 * (aria-posinset, aria-setsize), since the page holds only some.
 */
export function ResultsList({ ids, label, place, onPlace }: ResultsListProps) {
  const columns = useColumns();
  const listRef = useRef<HTMLDivElement>(null);
  // Null until the list's place in the page is known.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  const rows = Math.ceil(ids.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW[columns],
    getItemKey: (row) => ids[row * columns],
    overscan: 3,
    gap: GAP,
    scrollMargin: scrollMargin ?? 0,
    // React 19 batches a scroll's render itself; a flushSync from a scroll that a layout effect
    // caused (the restored place) would be refused, as TanStack's docs say for React 19.
    useFlushSync: false,
  });

  // Where the list starts in the page, again when what is above it (the heading, the dates, an
  // alert) changes the page's size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  // Back where the list was left: the row of the first result then in view, at the top.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || scrollMargin === null) return;
    restored.current = true;
    if (place > 0) virtualizer.scrollToIndex(Math.floor(place / columns), { align: 'start' });
  }, [scrollMargin, place, columns, virtualizer]);

  // The first result in view, kept when scrolling pauses.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!restored.current) return;
        const offset = window.scrollY;
        const first = virtualizer.getVirtualItems().find((row) => row.end > offset);
        onPlace(first ? first.index * columns : 0);
      }, 200);
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', keep);
    };
  }, [virtualizer, onPlace, columns]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className="search-grid"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={`search-row search-row-${columns}`}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {ids.slice(row.index * columns, row.index * columns + columns).map((userId, column) => (
            <div
              key={userId}
              role="listitem"
              aria-posinset={row.index * columns + column + 1}
              aria-setsize={ids.length}
            >
              <ResultItem userId={userId} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
