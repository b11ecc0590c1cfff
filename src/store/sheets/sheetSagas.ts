import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, type RequestOptions, toFailure } from '../../api/client';
import type { Enlistment } from '@shared/contracts/enlistments';
import { redirectWhenTierRefused } from '../tierRefusal';
import { type SheetName, sheetChangeKept } from './offlineEvents';
import { sheetsApi } from './sheetsApi';
import type { SheetState, SheetSubmission, SheetSlice } from './sheetSlice';

/** A sheet's calls (product.md §2.7): its records by engagement, add, update, and the send. */
export interface SheetApi<SheetRecord, SheetRequest> {
  records(engagementId: number): Promise<SheetRecord[]>;
  /** options: a change kept offline carries its Idempotency-Key (features/offline). */
  create(request: SheetRequest, options?: RequestOptions): Promise<unknown>;
  update(request: SheetRequest, options?: RequestOptions): Promise<unknown>;
  send(engagementId: number): Promise<ApiAnswer<unknown>>;
}

/**
 * A sheet's flows, one saga each: load (the engagements, then the chosen one's records), save (the
 * dialog's record, then the records again, which is what the calendar shows) and send. A second
 * save or send while one runs is ignored; a 403 sends the user to the plans.
 */
export function createSheetSagas<Name extends string, SheetRecord, SheetRequest>(
  { name, actions }: SheetSlice<Name, SheetRecord, SheetRequest>,
  api: SheetApi<SheetRecord, SheetRequest>,
) {
  const sheetOf = (state: Record<Name, SheetState<SheetRecord>>) => state[name];

  /** The engagements; the one chosen before stays chosen if it is still there, else the first. */
  function* loadEngagements() {
    try {
      const engagements: Enlistment[] = yield call(sheetsApi.acceptedEngagements);
      yield put(actions.engagementsLoaded(engagements));
      const { engagementId }: SheetState<SheetRecord> = yield select(sheetOf);
      const kept = engagements.find((engagement) => engagement.id_Ingaggio === engagementId);
      const first = [...engagements].sort((a, b) => a.dataInizio.localeCompare(b.dataInizio))[0];
      const chosen = kept ?? first;
      if (chosen) yield put(actions.engagementChosen(chosen.id_Ingaggio));
    } catch (error) {
      const failure = toFailure(error);
      yield put(actions.engagementsLoadFailed(failure));
      yield call(redirectWhenTierRefused, failure);
    }
  }

  function* loadRecords(action: PayloadAction<number>) {
    try {
      const records: SheetRecord[] = yield call(api.records, action.payload);
      yield put(actions.recordsLoaded({ id_Ingaggio: action.payload, records }));
    } catch (error) {
      const failure = toFailure(error);
      yield put(actions.recordsLoadFailed(failure));
      yield call(redirectWhenTierRefused, failure);
    }
  }

  function* saveRecord(action: PayloadAction<SheetSubmission<SheetRequest>>) {
    const { request, update } = action.payload;
    try {
      yield call(update ? api.update : api.create, request);
      const { engagementId }: SheetState<SheetRecord> = yield select(sheetOf);
      const records: SheetRecord[] = engagementId === null ? [] : yield call(api.records, engagementId);
      yield put(actions.recordSaved(records));
    } catch (error) {
      const failure = toFailure(error);
      const { engagementId, dialogDay, records }: SheetState<SheetRecord> = yield select(sheetOf);
      // No connection: the day is kept on the device and sent when it is back (features/offline).
      if (failure.kind === 'network' && engagementId !== null && dialogDay !== null) {
        const base = records.entities[dialogDay] ?? null;
        yield put(sheetChangeKept({ sheet: name as SheetName, engagementId, day: dialogDay, update, request, base }));
        yield put(actions.recordKeptOnDevice());
        return;
      }
      yield put(actions.recordSaveFailed(failure));
      yield call(redirectWhenTierRefused, failure);
    }
  }

  function* sendSheet() {
    const { engagementId }: SheetState<SheetRecord> = yield select(sheetOf);
    if (engagementId === null) return;
    try {
      const answer: ApiAnswer<unknown> = yield call(api.send, engagementId);
      const records: SheetRecord[] = yield call(api.records, engagementId);
      yield put(actions.sheetSent({ message: answer.message, records }));
    } catch (error) {
      const failure = toFailure(error);
      yield put(actions.sendFailed(failure));
      yield call(redirectWhenTierRefused, failure);
    }
  }

  function* sheetSaga() {
    yield all([
      takeLatest(actions.sheetPageOpened.type, loadEngagements),
      takeLatest(actions.engagementChosen.type, loadRecords),
      takeLeading(actions.recordSubmitted.type, saveRecord),
      takeLeading(actions.sendRequested.type, sendSheet),
    ]);
  }

  return { loadEngagements, loadRecords, saveRecord, sendSheet, sheetSaga };
}
