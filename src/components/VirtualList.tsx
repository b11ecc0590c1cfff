import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Key, type ReactNode, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './virtualList.css';

export interface VirtualListProps {
  /** How many items the whole list has (the page holds only those on screen and a few around). */
  count: number;
  /** Items side by side in a row; a row is measured once drawn, so its items share its height. */
  columns?: number;
  /**
   * Instead of `columns`: as many items a row as fit the list's width at this width each (a CSS
   * grid's auto-fill), one at least.
   */
  minItemWidth?: number;
  /** A row's height before it is measured, in pixels. */
  estimatedRowHeight: number;
  /** The space between rows, in pixels. */
  gap?: number;
  /** The item's stable key (its record's id), so a row keeps its element when the list changes. */
  itemKey: (index: number) => Key;
  renderItem: (index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  className?: string;
  rowClassName?: string;
  /** The index of the first item in view when the list was last left: scrolled back to once. */
  place?: number;
  /** Told the first item in view each time scrolling pauses. */
  onPlace?: (index: number) => void;
}

/**
 * A long list's count, said and not shown, for screen readers: mounted before the list's items
 * arrive (a live region added with its text is not announced), so it is heard when they do.
 */
export function ListCount({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="virtual-list-count">
      {children}
    </div>
  );
}

/** Rows drawn beyond each edge of the screen: the next link Tab reaches is in the page. */
const OVERSCAN = 3;
/** Scrolling has paused when no scroll event came for this long. */
const PLACE_PAUSE_MS = 200;

/**
 * A long list of which only the rows on screen and a few around them are in the page
 * (docs/decisions.md, "Long lists render what is on screen"), with TanStack's window virtualizer:
 * the page itself scrolls, so what is above the list scrolls away as before and a phone's address
 * bar behaves. Each item is a listitem telling its place among all (aria-posinset, aria-setsize),
 * since the page holds only some; Tab moves through the items in order, since the rows after the
 * screen are drawn and a focused link scrolled into view draws the next.
 */
export function VirtualList({
  count,
  columns: fixedColumns = 1,
  minItemWidth,
  estimatedRowHeight,
  gap = 0,
  itemKey,
  renderItem,
  label,
  className,
  rowClassName,
  place = 0,
  onPlace,
}: VirtualListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The rows of a list that gains items (a first answer, a group unfolded, a page opened) are drawn
  // in a render of their own that yields to the browser, after the render that brought the items:
  // an answer reaches the page through the store, whose updates React renders at once and whole
  // (react-redux reads it with useSyncExternalStore), and with the rows inside it that was one
  // long task after the answer on a slowed phone (bench/README.md, "Long lists on a phone"). A list
  // that shrank draws no more than it has.
  const appeared = useDeferredValue(count, 0);
  const drawn = Math.min(appeared, count);
  // Null until the list's place in the page is known.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  const [width, setWidth] = useState(0);
  const columns = minItemWidth ? Math.max(1, Math.floor((width + gap) / (minItemWidth + gap))) : fixedColumns;
  const rows = Math.ceil(drawn / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (row) => itemKey(row * columns),
    overscan: OVERSCAN,
    gap,
    scrollMargin: scrollMargin ?? 0,
    // React 19 batches a scroll's render itself; a flushSync from a scroll that a layout effect
    // caused (the restored place) would be refused, as TanStack's docs say for React 19.
    useFlushSync: false,
  });

  // Where the list starts in the page and how wide it is, again whenever the page's size changes
  // (what is above it grows or shrinks: a heading, an alert, a panel unfolded above).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const box = list.getBoundingClientRect();
      setScrollMargin(box.top + window.scrollY);
      setWidth(box.width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // Back where the list was left: the row of the first item then in view, at the top, once the
  // list has drawn its items (in the deferred render after its first).
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || scrollMargin === null || drawn === 0) return;
    restored.current = true;
    if (place > 0) virtualizer.scrollToIndex(Math.floor(place / columns), { align: 'start' });
  }, [scrollMargin, place, columns, virtualizer, drawn]);

  // The first item in view, told when scrolling pauses.
  useEffect(() => {
    if (!onPlace) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!restored.current) return;
        const first = virtualizer.getVirtualItems().find((row) => row.end > window.scrollY);
        onPlace(first ? first.index * columns : 0);
      }, PLACE_PAUSE_MS);
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
      className={['virtual-list', className].filter(Boolean).join(' ')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        const items = Array.from({ length: Math.min(columns, drawn - first) }, (_, column) => first + column);
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={['virtual-list-row', rowClassName].filter(Boolean).join(' ')}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              ...(minItemWidth && { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
            }}
          >
            {items.map((index) => (
              <div key={itemKey(index)} role="listitem" aria-posinset={index + 1} aria-setsize={count}>
                {renderItem(index)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
