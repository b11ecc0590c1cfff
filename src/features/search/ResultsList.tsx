import { memo, useCallback, useSyncExternalStore } from 'react';
import { VirtualList } from '../../components/VirtualList';
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
 * The results (docs/decisions.md, "Long lists render what is on screen"): a VirtualList of one card
 * a row on a phone and two on a wide screen, back at the place it was left.
 */
export function ResultsList({ ids, label, place, onPlace }: ResultsListProps) {
  const columns = useColumns();
  const itemKey = useCallback((index: number) => ids[index], [ids]);
  const renderItem = useCallback((index: number) => <ResultItem userId={ids[index]} />, [ids]);
  return (
    <VirtualList
      count={ids.length}
      columns={columns}
      estimatedRowHeight={ESTIMATED_ROW[columns]}
      gap={GAP}
      itemKey={itemKey}
      renderItem={renderItem}
      label={label}
      className="search-grid"
      rowClassName={`search-row search-row-${columns}`}
      place={place}
      onPlace={onPlace}
    />
  );
}
