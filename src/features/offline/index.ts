// The offline feature's public face (docs/product.md §4.19): the banner and a sheet's kept changes.
// app/store.ts and app/rootSaga.ts take its slice and saga from their files, as for every feature,
// so the entry does not carry these components.
export { KeptChanges } from './KeptChanges';
export { OfflineBanner } from './OfflineBanner';
