import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { createSheetSagas } from '../../../store/sheets/sheetSagas';
import { sheetRecordsArrived } from '../../../store/sheets/offlineEvents';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { aTimeReportRecord } from '../../../testing/sheets';
import { timesheets, timesheetsApi } from '../../timesheets';
import { offlineReducer } from '../offlineSlice';
import { selectKeptChanges } from '../selectors';

const { actions } = timesheets;
const { saveRecord } = createSheetSagas(timesheets, timesheetsApi);
const reducer = combineReducers({
  timesheets: timesheets.reducer,
  offline: offlineReducer,
  tierRefusal: tierRefusalReducer,
});
type State = ReturnType<typeof reducer>;
const start = (...steps: { type: string }[]): State => steps.reduce(reducer, reducer(undefined, { type: '@@init' }));

const monday = aTimeReportRecord({ dataRiferimento: '2030-05-06', oreLavorate: 8 });
const request = {
  id_Ingaggio: 10,
  dataRiferimento: '2030-05-06',
  inviato: false,
  oreLavorate: 6,
  oreFerie: 0,
  orePermessi: 0,
};
const dialogOpen = () =>
  start(
    actions.engagementChosen(10),
    actions.recordsLoaded({ id_Ingaggio: 10, records: [monday] }),
    actions.dayOpened('2030-05-06'),
  );
const networkDown = new ApiError({ kind: 'network', status: 0, title: '', messages: [] });

it('keeps a day saved without a connection on the device, with the record it changes, and closes the dialog', async () => {
  const { storeState } = await expectSaga(saveRecord, actions.recordSubmitted({ request, update: true }))
    .withReducer(reducer, dialogOpen())
    .provide([[matchers.call.fn(timesheetsApi.update), throwError(networkDown)]])
    .put(actions.recordKeptOnDevice())
    .run();
  const [kept] = selectKeptChanges(storeState);
  expect(kept).toMatchObject({
    sheet: 'timesheets',
    engagementId: 10,
    day: '2030-05-06',
    update: true,
    request,
    base: monday,
    status: 'waiting',
  });
  expect(kept.key).toMatch(/^\S{1,255}$/);
  expect(storeState.timesheets.dialogDay).toBeNull();
  expect(storeState.timesheets.save.status).toBe('idle');
});

it('shows the records the server answered once a kept day has been sent, for the engagement shown only', () => {
  const filed = { ...monday, oreLavorate: 6 };
  const arrived = reducer(
    dialogOpen(),
    sheetRecordsArrived({ sheet: 'timesheets', engagementId: 10, records: [filed] }),
  );
  expect(timesheets.selectors.selectRecords(arrived)).toEqual([filed]);
  const elsewhere = reducer(dialogOpen(), sheetRecordsArrived({ sheet: 'carsheets', engagementId: 10, records: [] }));
  expect(timesheets.selectors.selectRecords(elsewhere)).toEqual([monday]);
});
