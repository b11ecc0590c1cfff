import { type EventChannel, eventChannel } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { SheetApi } from '../../store/sheets/sheetSagas';
import { type SheetName, sheetChangeKept, sheetRecordsArrived } from '../../store/sheets/offlineEvents';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/validation/tiers';
import { carsheets, carsheetsApi } from '../carsheets';
import { timesheets, timesheetsApi } from '../timesheets';
import { type KeptChange, changeConflicted, changeSent, connectionChanged, ownValueKept } from './offlineSlice';
import { selectNextWaitingChange, selectOnline } from './selectors';

/** A sheet's calls and the day each of its records belongs to. */
export interface KeptSheet {
  api: SheetApi<unknown, unknown>;
  dayOf(record: unknown): string;
}

/** The two day sheets whose changes are kept offline (docs/product.md §4.19). */
export const KEPT_SHEETS: Record<SheetName, KeptSheet> = {
  timesheets: {
    api: timesheetsApi as SheetApi<unknown, unknown>,
    dayOf: timesheets.dayOf as (record: unknown) => string,
  },
  carsheets: { api: carsheetsApi as SheetApi<unknown, unknown>, dayOf: carsheets.dayOf as (record: unknown) => string },
};

/** The same record: the server's answer, and the copy the device kept of an earlier one. */
const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The server's record already holds the change (an earlier attempt arrived, its answer was lost):
 * every field the request shares with the record has the request's value.
 */
function holds(server: unknown, request: unknown) {
  if (server === null || typeof server !== 'object' || typeof request !== 'object' || request === null) return false;
  const record = server as Record<string, unknown>;
  return Object.entries(request).every(([field, value]) => !(field in record) || sameRecord(record[field], value));
}

/** The retries' waits: 2 s, 4 s, 8 s… up to a minute. */
export const backoffMs = (attempt: number) => Math.min(60_000, 2_000 * 2 ** (attempt - 1));

/**
 * Sends the waiting changes one by one, in the order they were made. Before each, the day is read
 * again: already holding the change, it is done; changed on the server since the device loaded it
 * (another device, or sent), the change is a conflict to show, not sent. A refusal is shown the same way. Answers false when the
 * connection failed, leaving that change and the ones after it waiting.
 */
export function* sendKeptChanges(sheets: Record<SheetName, KeptSheet>) {
  for (;;) {
    const change: KeptChange | undefined = yield select(selectNextWaitingChange);
    if (!change) return true;
    const { api, dayOf } = sheets[change.sheet];
    try {
      const before: unknown[] = yield call(api.records, change.engagementId);
      const server = before.find((record) => dayOf(record) === change.day) ?? null;
      if (holds(server, change.request)) {
        yield put(changeSent(change.key));
        yield put(sheetRecordsArrived({ sheet: change.sheet, engagementId: change.engagementId, records: before }));
        continue;
      }
      if (!sameRecord(server, change.base)) {
        yield put(changeConflicted({ key: change.key, server, refusal: null }));
        continue;
      }
      // The same key at every attempt: an answer lost on the way is not a second record.
      const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: change.key } };
      yield call(change.update ? api.update : api.create, change.request, options);
      const records: unknown[] = yield call(api.records, change.engagementId);
      yield put(changeSent(change.key));
      yield put(sheetRecordsArrived({ sheet: change.sheet, engagementId: change.engagementId, records }));
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'network') return false;
      yield put(changeConflicted({ key: change.key, server: null, refusal: failure }));
    }
  }
}

/** The wait before a retry, cut short when the browser says the connection is back. */
export function* waitBeforeRetry(attempt: number) {
  yield race({ elapsed: delay(backoffMs(attempt)), online: take(connectionChanged.type) });
}

/** The browser's online and offline events. */
function connectionEvents(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

function* watchConnection() {
  const channel: EventChannel<boolean> = yield call(connectionEvents);
  yield put(connectionChanged(navigator.onLine));
  for (;;) {
    const online: boolean = yield take(channel);
    yield put(connectionChanged(online));
  }
}

/**
 * While online and a change waits, sends; after a failed connection, waits longer each time (a
 * browser can say online with no way through). Wakes on a new change, a change of connection or a
 * conflict the person resolved by keeping their value.
 */
export function* syncKeptChanges(sheets: Record<SheetName, KeptSheet>) {
  let attempt = 0;
  for (;;) {
    const online: boolean = yield select(selectOnline);
    const waiting: KeptChange | undefined = yield select(selectNextWaitingChange);
    if (online && waiting) {
      const through: boolean = yield call(sendKeptChanges, sheets);
      if (!through) {
        attempt += 1;
        yield call(waitBeforeRetry, attempt);
        continue;
      }
    }
    attempt = 0;
    yield take([sheetChangeKept.type, connectionChanged.type, ownValueKept.type]);
  }
}

export function* offlineSaga() {
  yield all([fork(watchConnection), fork(syncKeptChanges, KEPT_SHEETS)]);
}
