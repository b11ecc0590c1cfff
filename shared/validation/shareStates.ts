/**
 * statoRichiesta of a category share (product.md §3.8), without yup, so the store and the sagas read
 * it without loading the favourites' request rules (favorites.ts) into the first page load.
 */
export const SHARE_STATE = { pending: 0, accepted: 1, rejected: 2 } as const;
export type ShareState = (typeof SHARE_STATE)[keyof typeof SHARE_STATE];
