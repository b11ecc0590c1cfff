// The time reports feature's public face: its slice, whose actions and selectors are shaped by the
// day sheets' factory (store/sheets/sheetSlice.ts), the one place every day sheet's reads live.
export { timesheets } from './timesheetsSlice';
// Its calls, for the changes kept offline (features/offline sends them when the connection is back).
export { timesheetsApi } from './timesheetsApi';
