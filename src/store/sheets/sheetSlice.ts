import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Enlistment } from '@shared/contracts/enlistments';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../flowStatus';
import { loggedOut } from '../sessionEvents';
import { sheetRecordsArrived } from './offlineEvents';

/**
 * The state both of the worker's day sheets share (time reports and car sheets, product.md §2.2,
 * §2.4): the accepted engagements to pick from, the chosen one's records (one per day, keyed by
 * that day), and the flows of the page: load, save (with the day whose dialog is open) and send.
 * Each feature makes its own slice from this, under its own name, so their actions stay apart.
 */
export interface SheetState<SheetRecord> {
  /** ListaIngaggi: the worker's accepted engagements, soonest first. */
  engagements: EntityState<Enlistment, number>;
  engagementsLoad: Flow;
  /** The engagement whose records are shown; null until the list has loaded. */
  engagementId: number | null;
  records: EntityState<SheetRecord, string>;
  recordsLoad: Flow;
  /** The day whose dialog is open ('YYYY-MM-DD'), null when none is. */
  dialogDay: string | null;
  save: Flow;
  /** The send's outcome; message is the server's on success ("Email sent" when it gives none). */
  send: Flow & { message: string | null };
}

/** A save as the dialog submits it: the schema's cast of the fields, new or an update of the day's record. */
export interface SheetSubmission<SheetRequest> {
  request: SheetRequest;
  update: boolean;
}

const engagementsAdapter = createEntityAdapter({
  selectId: (engagement: Enlistment) => engagement.id_Ingaggio,
  sortComparer: (a, b) => a.dataInizio.localeCompare(b.dataInizio) || a.id_Ingaggio - b.id_Ingaggio,
});

/** Where a sheet slice sits in the root state: under its own name. */
export type WithSheet<Name extends string, SheetRecord> = { [key in Name]: SheetState<SheetRecord> };

/**
 * A sheet's slice: `name` is its key in the root state and its actions' prefix; `dayOf` names the
 * day a record belongs to (dataRiferimento, giorno), its id in the collection.
 */
export function createSheetSlice<Name extends string, SheetRecord, SheetRequest>(
  name: Name,
  dayOf: (record: SheetRecord) => string,
) {
  const recordsAdapter = createEntityAdapter<SheetRecord, string>({
    selectId: dayOf,
    sortComparer: (a, b) => dayOf(a).localeCompare(dayOf(b)),
  });
  const initialState: SheetState<SheetRecord> = {
    engagements: engagementsAdapter.getInitialState(),
    engagementsLoad: idleFlow,
    engagementId: null,
    records: recordsAdapter.getInitialState(),
    recordsLoad: idleFlow,
    dialogDay: null,
    save: idleFlow,
    send: { ...idleFlow, message: null },
  };
  const idleSend = { ...idleFlow, message: null };

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** The page opened: the engagements load afresh; the last send's banner is gone. */
      sheetPageOpened: (state) => {
        state.engagementsLoad = pendingFlow;
        state.send = idleSend;
      },
      engagementsLoaded: (state, action: PayloadAction<Enlistment[]>) => {
        engagementsAdapter.setAll(state.engagements, action.payload);
        state.engagementsLoad = succeededFlow;
      },
      engagementsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
        state.engagementsLoad = failedFlow(action.payload);
      },
      /** Another engagement picked (or the first, on opening): its records load in place of the last one's. */
      engagementChosen: (state, action: PayloadAction<number>) => {
        if (state.engagementId !== action.payload) {
          recordsAdapter.removeAll(state.records as EntityState<SheetRecord, string>);
          state.send = idleSend;
        }
        state.engagementId = action.payload;
        state.recordsLoad = pendingFlow;
        state.dialogDay = null;
      },
      /** An engagement's records; an answer for an engagement no longer chosen is dropped. */
      recordsLoaded: (state, action: PayloadAction<{ id_Ingaggio: number; records: SheetRecord[] }>) => {
        if (action.payload.id_Ingaggio !== state.engagementId) return;
        recordsAdapter.setAll(state.records as EntityState<SheetRecord, string>, action.payload.records);
        state.recordsLoad = succeededFlow;
      },
      recordsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
        state.recordsLoad = failedFlow(action.payload);
      },
      /** A day clicked: its dialog opens, to add a record or to update (or only read) the day's one. */
      dayOpened: (state, action: PayloadAction<string>) => {
        state.dialogDay = action.payload;
        state.save = idleFlow;
      },
      dayDialogClosed: (state) => {
        state.dialogDay = null;
        state.save = idleFlow;
      },
      recordSubmitted: (state, _action: PayloadAction<SheetSubmission<SheetRequest>>) => {
        state.save = pendingFlow;
      },
      /** Saved: the engagement's records as the server now has them, and the dialog closes. */
      recordSaved: (state, action: PayloadAction<SheetRecord[]>) => {
        recordsAdapter.setAll(state.records as EntityState<SheetRecord, string>, action.payload);
        state.save = succeededFlow;
        state.dialogDay = null;
      },
      /** No connection: the change is kept on the device to be sent later (docs/product.md §4.19). */
      recordKeptOnDevice: (state) => {
        state.save = idleFlow;
        state.dialogDay = null;
      },
      recordSaveFailed: (state, action: PayloadAction<ApiFailure>) => {
        state.save = failedFlow(action.payload);
      },
      sendRequested: (state) => {
        state.send = { ...pendingFlow, message: null };
      },
      /** Sent: the records, now read-only, and the server's message. */
      sheetSent: (state, action: PayloadAction<{ message: string | null; records: SheetRecord[] }>) => {
        recordsAdapter.setAll(state.records as EntityState<SheetRecord, string>, action.payload.records);
        state.send = { ...succeededFlow, message: action.payload.message };
      },
      sendFailed: (state, action: PayloadAction<ApiFailure>) => {
        state.send = { ...failedFlow(action.payload), message: null };
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(loggedOut, () => initialState)
        // A change kept offline has reached the server: the records as it now has them.
        .addCase(sheetRecordsArrived, (state, action) => {
          const { sheet, engagementId, records } = action.payload;
          if (sheet !== name || engagementId !== state.engagementId) return;
          recordsAdapter.setAll(state.records as EntityState<SheetRecord, string>, records as SheetRecord[]);
        });
    },
  });

  const selectState = (state: WithSheet<Name, SheetRecord>) => state[name];
  const engagementSelectors = engagementsAdapter.getSelectors(
    (state: WithSheet<Name, SheetRecord>) => state[name].engagements,
  );
  const recordSelectors = recordsAdapter.getSelectors((state: WithSheet<Name, SheetRecord>) => state[name].records);
  const selectors = {
    selectSheetState: selectState,
    selectEngagements: engagementSelectors.selectAll,
    selectEngagement: (state: WithSheet<Name, SheetRecord>) => {
      const id = state[name].engagementId;
      return id === null ? undefined : engagementSelectors.selectById(state, id);
    },
    selectRecords: recordSelectors.selectAll,
    selectRecordEntities: recordSelectors.selectEntities,
    selectRecordOfDay: recordSelectors.selectById,
  };
  return { name, dayOf, actions: slice.actions, reducer: slice.reducer, selectors };
}

export type SheetSlice<Name extends string, SheetRecord, SheetRequest> = ReturnType<
  typeof createSheetSlice<Name, SheetRecord, SheetRequest>
>;
