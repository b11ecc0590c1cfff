import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { notificationArrived } from '../../../store/notificationEvents';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { enlistmentsApi } from '../enlistmentsApi';
import { loadEnlistments, readConversation, refreshConversations, refreshOnNotification } from '../enlistmentsSagas';
import { conversationClosed, conversationOpened, enlistmentsLoaded, enlistmentsReducer } from '../enlistmentsSlice';
import { selectConversation, selectSentEnlistments } from '../selectors';
import { anEnlistment } from './testFixtures';

const reducer = combineReducers({ enlistments: enlistmentsReducer, tierRefusal: tierRefusalReducer });
const start = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe("a live notification on the worker's pages (product.md §4.22)", () => {
  it('loads the lists again on a new request, so the open page shows it', async () => {
    const request = anEnlistment({ id_Ingaggio: 12 });
    const { storeState } = await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementRequested' }))
      .withReducer(reducer, start(enlistmentsLoaded({ sent: [], accepted: [] })))
      .provide([
        [matchers.call.fn(enlistmentsApi.sent), [request]],
        [matchers.call.fn(enlistmentsApi.accepted), []],
      ])
      .call(loadEnlistments)
      .run();
    expect(selectSentEnlistments(storeState)).toEqual([request]);
  });

  it('loads nothing before the lists were loaded, nor for what does not concern them', async () => {
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementWithdrawn' }))
      .withReducer(reducer, start())
      .not.call(loadEnlistments)
      .run();
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementAccepted' }))
      .withReducer(reducer, start(enlistmentsLoaded({ sent: [], accepted: [] })))
      .not.call(loadEnlistments)
      .run();
  });
});

describe('a live notification on a page showing a thread (product.md §4.22)', () => {
  const message = { id: 5, userId: 3, testo: 'Ci sei sabato?', inviatoIl: '2030-05-01T08:00:00Z' };

  it("reads the threads shown again on the other party's message, and not those of pages left", async () => {
    const { storeState } = await expectSaga(refreshConversations, notificationArrived({ tipo: 'engagementMessage' }))
      .withReducer(reducer, start(conversationOpened(10), conversationOpened(11), conversationClosed(11)))
      .provide([
        [matchers.call.fn(enlistmentsApi.messages), [message]],
        [matchers.call.fn(enlistmentsApi.history), []],
      ])
      .call(readConversation, 10)
      .not.call(readConversation, 11)
      .run();
    expect(selectConversation(storeState, 10)).toMatchObject({ messages: [message], shown: true });
    expect(selectConversation(storeState, 11)).toMatchObject({ messages: [], shown: false });
  });

  it('reads them again on a step of the negotiation, not on what is about something else', async () => {
    const provided: StaticProvider[] = [
      [matchers.call.fn(enlistmentsApi.messages), []],
      [matchers.call.fn(enlistmentsApi.history), []],
    ];
    await expectSaga(refreshConversations, notificationArrived({ tipo: 'engagementCountered' }))
      .withReducer(reducer, start(conversationOpened(10)))
      .provide(provided)
      .call(readConversation, 10)
      .run();
    await expectSaga(refreshConversations, notificationArrived({ tipo: 'favoritesShared' }))
      .withReducer(reducer, start(conversationOpened(10)))
      .provide(provided)
      .not.call(readConversation, 10)
      .run();
  });
});
