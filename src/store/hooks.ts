import { useDispatch, useSelector } from 'react-redux';

/**
 * The root state, as app/store.ts composes it from the reducers. The app fills this interface in
 * (declaration merging, next to combineReducers), so features, components and store-level code get
 * typed hooks without importing the app, which sits above them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from app/store.ts
export interface RootState {}

/** useSelector typed with the whole root state: the hook every component reads the store with. */
export const useAppSelector = useSelector.withTypes<RootState>();
/**
 * Components dispatch plain actions (events) and sagas do the work, so the store's dispatch is
 * react-redux's plain Dispatch.
 */
export const useAppDispatch = useDispatch;
