import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { aCarSheetRecord, anAcceptedEngagement } from '../../../testing/sheets';
import { carsheetsApi } from '../carsheetsApi';
import { saveCarSheetRecord, sendCarSheet } from '../carsheetsSagas';
import { carsheets } from '../carsheetsSlice';

const { actions, selectors } = carsheets;
const reducer = combineReducers({ carsheets: carsheets.reducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...steps: { type: string }[]): State => steps.reduce(reducer, reducer(undefined, { type: '@@init' }));

const monday = aCarSheetRecord({ giorno: '2030-05-06' });
const loaded = () =>
  start(
    actions.engagementsLoaded([anAcceptedEngagement()]),
    actions.engagementChosen(10),
    actions.recordsLoaded({ id_Ingaggio: 10, records: [monday] }),
  );
const { inviato: _sent, dataInvio: _at, ...mondayRequest } = monday;

it("updates a day's car record by its id and shows the days as the server has them", async () => {
  const changed = { ...monday, kmPercorsi: 60 };
  const { storeState } = await expectSaga(
    saveCarSheetRecord,
    actions.recordSubmitted({ request: { ...mondayRequest, kmPercorsi: 60, inviato: false }, update: true }),
  )
    .withReducer(reducer, reducer(loaded(), actions.dayOpened('2030-05-06')))
    .provide([
      [matchers.call.fn(carsheetsApi.update), changed],
      [matchers.call.fn(carsheetsApi.records), [changed]],
    ])
    .call(carsheetsApi.update, { ...mondayRequest, kmPercorsi: 60, inviato: false })
    .run();
  expect(selectors.selectRecords(storeState)).toEqual([changed]);
  expect(storeState.carsheets.dialogDay).toBeNull();
});

it("shows the car sheet's once-a-day refusal", async () => {
  const again = {
    kind: 'refused' as const,
    status: 200,
    title: 'The car card report has already been sent for today. You can resend it tomorrow',
    messages: [],
  };
  const { storeState } = await expectSaga(sendCarSheet)
    .withReducer(reducer, reducer(loaded(), actions.sendRequested()))
    .provide([[matchers.call.fn(carsheetsApi.send), throwError(new ApiError(again))]])
    .call(carsheetsApi.send, 10)
    .run();
  expect(storeState.carsheets.send.failure).toEqual(again);
});
