import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import { type SheetChange, sheetChangeKept } from '../../store/sheets/offlineEvents';
import { loggedOut } from '../../store/sessionEvents';

/**
 * A day sheet's change kept on the device until the server has it (docs/product.md §4.19):
 * - waiting: to be sent, in the order the changes were made;
 * - conflict: the day changed on the server since the device loaded it (`server`, null when the
 *   server has no record for it any more), or the server refused the change (`refusal`): the
 *   person sees both and chooses, nothing is overwritten on its own.
 */
export interface KeptChange extends SheetChange {
  /** Its place in the queue: changes are sent in this order. */
  order: number;
  status: 'waiting' | 'conflict';
  server: unknown;
  refusal: ApiFailure | null;
}

export const changesAdapter = createEntityAdapter({
  selectId: (change: KeptChange) => change.key,
  sortComparer: (a, b) => a.order - b.order,
});

export interface OfflineState {
  /** The browser's own reading (navigator.onLine, its online and offline events). */
  online: boolean;
  changes: ReturnType<typeof changesAdapter.getInitialState>;
  nextOrder: number;
}

const initialState: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  changes: changesAdapter.getInitialState(),
  nextOrder: 1,
};

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    connectionChanged: (state, action: PayloadAction<boolean>) => {
      state.online = action.payload;
    },
    /** The server has it: the change leaves the device. */
    changeSent: (state, action: PayloadAction<string>) => {
      changesAdapter.removeOne(state.changes, action.payload);
    },
    changeConflicted: (state, action: PayloadAction<{ key: string; server: unknown; refusal: ApiFailure | null }>) => {
      const { key, server, refusal } = action.payload;
      changesAdapter.updateOne(state.changes, { id: key, changes: { status: 'conflict', server, refusal } });
    },
    /** The person keeps the server's value: their change is dropped. */
    serverValueKept: (state, action: PayloadAction<string>) => {
      changesAdapter.removeOne(state.changes, action.payload);
    },
    /** The person keeps their value: it is sent again, over the server's record as now seen. */
    ownValueKept: (state, action: PayloadAction<string>) => {
      const change = state.changes.entities[action.payload];
      if (!change || change.status !== 'conflict') return;
      changesAdapter.updateOne(state.changes, {
        id: change.key,
        changes: { status: 'waiting', base: change.server, update: change.server !== null, refusal: null },
      });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sheetChangeKept, (state, action) => {
        changesAdapter.addOne(state.changes, {
          ...action.payload,
          order: state.nextOrder,
          status: 'waiting',
          server: null,
          refusal: null,
        });
        state.nextOrder += 1;
      })
      // What was kept belongs to the person signed in; the connection reading stays.
      .addCase(loggedOut, (state) => ({ ...initialState, online: state.online }));
  },
});

export const { connectionChanged, changeSent, changeConflicted, serverValueKept, ownValueKept } = offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;
