import { createAction, nanoid } from '@reduxjs/toolkit';

/** The day sheets a change kept on the device belongs to: their slices' names (app/store.ts). */
export type SheetName = 'timesheets' | 'carsheets';

/**
 * A day's record saved without a connection (docs/product.md §4.19): the request as the dialog
 * submitted it, whether it updates the day's record, and that record as the device last had it
 * (`base`, null for a new day), so a change made meanwhile elsewhere is found before this one is
 * sent. `key` is the change's Idempotency-Key, the same at every attempt.
 */
export interface SheetChange {
  key: string;
  sheet: SheetName;
  engagementId: number;
  day: string;
  update: boolean;
  request: unknown;
  base: unknown;
}

export const sheetChangeKept = createAction('sheets/changeKept', (change: Omit<SheetChange, 'key'>) => ({
  payload: { ...change, key: nanoid() } satisfies SheetChange,
}));

/** A kept change reached the server: the engagement's records as the server now has them. */
export const sheetRecordsArrived = createAction<{ sheet: SheetName; engagementId: number; records: unknown[] }>(
  'sheets/recordsArrived',
);
