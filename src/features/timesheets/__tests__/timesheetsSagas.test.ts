import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { sheetsApi } from '../../../store/sheets/sheetsApi';
import { loggedOut } from '../../../store/sessionEvents';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { aTimeReportRecord, anAcceptedEngagement } from '../../../testing/sheets';
import { timesheetsApi } from '../timesheetsApi';
import { loadTimeReport, loadTimesheetEngagements, saveTimeReportRecord, sendTimeReport } from '../timesheetsSagas';
import { timesheets } from '../timesheetsSlice';

const { actions, selectors } = timesheets;
const reducer = combineReducers({ timesheets: timesheets.reducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...steps: { type: string }[]): State => steps.reduce(reducer, reducer(undefined, { type: '@@init' }));

const refused = (title: string, status = 200): ApiFailure => ({
  kind: status === 200 ? 'refused' : 'http',
  status,
  title,
  messages: [],
});
const early = anAcceptedEngagement({ id_Ingaggio: 10, dataInizio: '2030-05-01' });
const late = anAcceptedEngagement({
  id_Ingaggio: 11,
  nome: 'Serie TV',
  dataInizio: '2030-06-01',
  dataFine: '2030-06-10',
});
const monday = aTimeReportRecord({ dataRiferimento: '2030-05-06' });
const tuesday = aTimeReportRecord({ dataRiferimento: '2030-05-07', oreLavorate: 6, oreFerie: 2 });
const request = {
  id_Ingaggio: 10,
  dataRiferimento: '2030-05-07',
  inviato: false,
  oreLavorate: 6,
  oreFerie: 2,
  orePermessi: 0,
};
const loaded = () =>
  start(
    actions.engagementsLoaded([early, late]),
    actions.engagementChosen(10),
    actions.recordsLoaded({ id_Ingaggio: 10, records: [monday] }),
  );

describe('loading', () => {
  it('reads the accepted engagements and chooses the one starting first', async () => {
    const { storeState } = await expectSaga(loadTimesheetEngagements)
      .withReducer(reducer, start(actions.sheetPageOpened()))
      .provide([[matchers.call.fn(sheetsApi.acceptedEngagements), [late, early]]])
      .put(actions.engagementChosen(10))
      .run();
    expect(selectors.selectEngagements(storeState).map((e) => e.id_Ingaggio)).toEqual([10, 11]);
    expect(storeState.timesheets.engagementId).toBe(10);
    expect(storeState.timesheets.engagementsLoad.status).toBe('succeeded');
  });

  it('keeps the engagement chosen before when the page opens again', async () => {
    await expectSaga(loadTimesheetEngagements)
      .withReducer(reducer, reducer(start(actions.engagementChosen(11)), actions.sheetPageOpened()))
      .provide([[matchers.call.fn(sheetsApi.acceptedEngagements), [early, late]]])
      .put(actions.engagementChosen(11))
      .run();
  });

  it('chooses nothing when the worker has no accepted engagement', async () => {
    const { storeState } = await expectSaga(loadTimesheetEngagements)
      .withReducer(reducer, start(actions.sheetPageOpened()))
      .provide([[matchers.call.fn(sheetsApi.acceptedEngagements), []]])
      .not.put.actionType(actions.engagementChosen.type)
      .run();
    expect(storeState.timesheets.engagementId).toBeNull();
  });

  it("reads the chosen engagement's days, and drops an answer for one no longer chosen", async () => {
    const { storeState } = await expectSaga(loadTimeReport, actions.engagementChosen(10))
      .withReducer(reducer, start(actions.engagementChosen(10)))
      .provide([[matchers.call.fn(timesheetsApi.records), [tuesday, monday]]])
      .call(timesheetsApi.records, 10)
      .run();
    expect(selectors.selectRecords(storeState).map((r) => r.dataRiferimento)).toEqual(['2030-05-06', '2030-05-07']);
    const stale = reducer(
      start(actions.engagementChosen(11)),
      actions.recordsLoaded({ id_Ingaggio: 10, records: [monday] }),
    );
    expect(selectors.selectRecords(stale)).toEqual([]);
    expect(stale.timesheets.recordsLoad.status).toBe('pending');
  });

  it('sends the user to the plans when the tier is refused', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(loadTimesheetEngagements)
      .withReducer(reducer, start(actions.sheetPageOpened()))
      .provide([
        [matchers.call.fn(sheetsApi.acceptedEngagements), throwError(new ApiError(refused('Master only', 403)))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.tierRefusal.message).toBe('Master only');
    expect(navigate).toHaveBeenCalledWith('/subscriptions', { replace: true });
  });
});

describe('saving a day', () => {
  it('adds a record, reads the days again and closes the dialog', async () => {
    const { storeState } = await expectSaga(saveTimeReportRecord, actions.recordSubmitted({ request, update: false }))
      .withReducer(reducer, reducer(loaded(), actions.dayOpened('2030-05-07')))
      .provide([
        [matchers.call.fn(timesheetsApi.create), tuesday],
        [matchers.call.fn(timesheetsApi.records), [monday, tuesday]],
      ])
      .call(timesheetsApi.create, request)
      .not.call.fn(timesheetsApi.update)
      .run();
    expect(selectors.selectRecords(storeState)).toEqual([monday, tuesday]);
    expect(storeState.timesheets.dialogDay).toBeNull();
    expect(storeState.timesheets.save.status).toBe('succeeded');
  });

  it("updates the day's record", async () => {
    await expectSaga(
      saveTimeReportRecord,
      actions.recordSubmitted({ request: { ...request, dataRiferimento: '2030-05-06' }, update: true }),
    )
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(timesheetsApi.update), monday],
        [matchers.call.fn(timesheetsApi.records), [monday]],
      ])
      .call.fn(timesheetsApi.update)
      .not.call.fn(timesheetsApi.create)
      .run();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const future = refused('The specified date cannot be greater than today');
    const { storeState } = await expectSaga(saveTimeReportRecord, actions.recordSubmitted({ request, update: false }))
      .withReducer(reducer, reducer(loaded(), actions.dayOpened('2030-05-07')))
      .provide([[matchers.call.fn(timesheetsApi.create), throwError(new ApiError(future))]])
      .not.call.fn(timesheetsApi.records)
      .run();
    expect(storeState.timesheets.dialogDay).toBe('2030-05-07');
    expect(storeState.timesheets.save).toEqual({ status: 'failed', failure: future });
  });
});

describe('sending', () => {
  it("sends the chosen engagement's report and shows the records sent", async () => {
    const { storeState } = await expectSaga(sendTimeReport)
      .withReducer(reducer, reducer(loaded(), actions.sendRequested()))
      .provide([
        [matchers.call.fn(timesheetsApi.send), { data: null, message: 'Email sent' }],
        [matchers.call.fn(timesheetsApi.records), [{ ...monday, inviato: true }]],
      ])
      .call(timesheetsApi.send, 10)
      .run();
    expect(storeState.timesheets.send).toEqual({ status: 'succeeded', failure: null, message: 'Email sent' });
    expect(selectors.selectRecords(storeState)[0].inviato).toBe(true);
  });

  it('shows the once-a-day refusal and keeps the records as they were', async () => {
    const again = refused('The time report has already been sent today. You can resend it tomorrow');
    const { storeState } = await expectSaga(sendTimeReport)
      .withReducer(reducer, reducer(loaded(), actions.sendRequested()))
      .provide([[matchers.call.fn(timesheetsApi.send), throwError(new ApiError(again))]])
      .run();
    expect(storeState.timesheets.send).toEqual({ status: 'failed', failure: again, message: null });
    expect(selectors.selectRecords(storeState)).toEqual([monday]);
  });
});

it('forgets everything on sign-out', () => {
  const state = reducer(loaded(), loggedOut({ reason: 'user' }));
  expect(state.timesheets.engagementId).toBeNull();
  expect(selectors.selectRecords(state)).toEqual([]);
});
