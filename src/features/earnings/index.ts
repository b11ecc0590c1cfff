// The earnings' public face: the read of their state (the year shown, its months and their load).
export { selectEarningsState } from './selectors';
