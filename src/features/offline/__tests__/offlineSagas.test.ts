import { combineReducers } from '@reduxjs/toolkit';
import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { sheetChangeKept, sheetRecordsArrived } from '../../../store/sheets/offlineEvents';
import { aTimeReportRecord } from '../../../testing/sheets';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/validation/tiers';
import { KEPT_SHEETS, syncKeptChanges, waitBeforeRetry } from '../offlineSagas';
import { changeConflicted, changeSent, connectionChanged, offlineReducer, ownValueKept } from '../offlineSlice';
import { selectKeptChanges } from '../selectors';

const reducer = combineReducers({ offline: offlineReducer });
type State = ReturnType<typeof reducer>;
const start = (...steps: { type: string }[]): State => steps.reduce(reducer, reducer(undefined, { type: '@@init' }));

const { api } = KEPT_SHEETS.timesheets;
const tuesday = '2030-05-07';
const wednesday = '2030-05-08';
const requestOf = (day: string, oreLavorate = 6) => ({
  id_Ingaggio: 10,
  dataRiferimento: day,
  inviato: false,
  oreLavorate,
  oreFerie: 0,
  orePermessi: 0,
});
const keptDay = (day: string, base: unknown = null) =>
  sheetChangeKept({ sheet: 'timesheets', engagementId: 10, day, update: base !== null, request: requestOf(day), base });
const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const networkDown = new ApiError({ kind: 'network', status: 0, title: '', messages: [] });

const tuesdayKept = keptDay(tuesday);
const wednesdayKept = keptDay(wednesday);
const offlineWithTwoDays = () => start(connectionChanged(false), tuesdayKept, wednesdayKept);
const filed = aTimeReportRecord({ dataRiferimento: tuesday, oreLavorate: 6 });

it('keeps the changes on the device while offline, sending nothing', async () => {
  const { storeState } = await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, offlineWithTwoDays())
    .provide([[matchers.call.fn(api.records), []]])
    .not.call.fn(api.create)
    .dispatch(END)
    .run();
  expect(selectKeptChanges(storeState).map((change) => change.status)).toEqual(['waiting', 'waiting']);
});

it('sends them back online, in the order made, each with its idempotency key, and shows what the server has', async () => {
  // The server's days: each create adds one.
  const server: unknown[] = [];
  const { storeState } = await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, offlineWithTwoDays())
    .provide({
      call(effect, next) {
        if (effect.fn === api.records) return [...server];
        if (effect.fn !== api.create) return next();
        const { dataRiferimento } = effect.args[0] as { dataRiferimento: string };
        server.push(aTimeReportRecord({ dataRiferimento, oreLavorate: 6 }));
        return server.at(-1);
      },
    })
    .dispatch(connectionChanged(true))
    .call(api.create, requestOf(tuesday), withKey(tuesdayKept.payload.key))
    .put(changeSent(tuesdayKept.payload.key))
    .put(sheetRecordsArrived({ sheet: 'timesheets', engagementId: 10, records: [filed] }))
    .call(api.create, requestOf(wednesday), withKey(wednesdayKept.payload.key))
    .put(changeSent(wednesdayKept.payload.key))
    .dispatch(END)
    .run();
  expect(selectKeptChanges(storeState)).toEqual([]);
});

it('retries after a connection that fails, waiting longer each time, with the same key', async () => {
  let attempts = 0;
  const { storeState } = await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, start(tuesdayKept))
    .provide([
      [matchers.call.fn(api.records), []],
      [matchers.call.fn(waitBeforeRetry), undefined],
      {
        call(effect, next) {
          if (effect.fn !== api.create) return next();
          attempts += 1;
          if (attempts < 3) throw networkDown;
          return filed;
        },
      },
    ])
    .call(waitBeforeRetry, 1)
    .call(waitBeforeRetry, 2)
    .not.call(waitBeforeRetry, 3)
    .put(changeSent(tuesdayKept.payload.key))
    .dispatch(END)
    .run();
  expect(attempts).toBe(3);
  expect(selectKeptChanges(storeState)).toEqual([]);
});

it('sends no change to a day changed on the server meanwhile: both values are kept for the person to choose', async () => {
  const base = aTimeReportRecord({ dataRiferimento: tuesday, oreLavorate: 8 });
  const approved = { ...base, inviato: true };
  const kept = keptDay(tuesday, base);
  const { storeState } = await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, start(kept))
    .provide([[matchers.call.fn(api.records), [approved]]])
    .put(changeConflicted({ key: kept.payload.key, server: approved, refusal: null }))
    .not.call.fn(api.update)
    .dispatch(END)
    .run();
  const [change] = selectKeptChanges(storeState);
  expect(change).toMatchObject({ status: 'conflict', server: approved, request: requestOf(tuesday), base });
});

it('sends the person’s value over the server’s once they choose to keep theirs', async () => {
  const changedElsewhere = aTimeReportRecord({ dataRiferimento: tuesday, oreLavorate: 4 });
  const kept = keptDay(tuesday);
  await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(
      reducer,
      start(kept, changeConflicted({ key: kept.payload.key, server: changedElsewhere, refusal: null })),
    )
    .provide([
      [matchers.call.fn(api.records), [changedElsewhere]],
      [matchers.call.fn(api.update), filed],
    ])
    .dispatch(ownValueKept(kept.payload.key))
    .call(api.update, requestOf(tuesday), withKey(kept.payload.key))
    .put(changeSent(kept.payload.key))
    .dispatch(END)
    .run();
});

it('shows a refusal as a conflict, and goes on with the next change', async () => {
  const refusal: ApiFailure = { kind: 'refused', status: 200, title: 'The day was sent', messages: [] };
  await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, start(tuesdayKept, wednesdayKept))
    .provide([
      [matchers.call.fn(api.records), []],
      {
        call(effect, next) {
          if (effect.fn !== api.create) return next();
          if ((effect.args[0] as { dataRiferimento: string }).dataRiferimento === tuesday) throw new ApiError(refusal);
          return filed;
        },
      },
    ])
    .put(changeConflicted({ key: tuesdayKept.payload.key, server: null, refusal }))
    .put(changeSent(wednesdayKept.payload.key))
    .dispatch(END)
    .run();
});

it('counts a change the server already holds as sent: an earlier attempt arrived and only its answer was lost', async () => {
  const arrived = aTimeReportRecord({ dataRiferimento: tuesday, oreLavorate: 6 });
  const { storeState } = await expectSaga(syncKeptChanges, KEPT_SHEETS)
    .withReducer(reducer, start(tuesdayKept))
    .provide([[matchers.call.fn(api.records), [arrived]]])
    .put(changeSent(tuesdayKept.payload.key))
    .not.call.fn(api.create)
    .dispatch(END)
    .run();
  expect(selectKeptChanges(storeState)).toEqual([]);
});
