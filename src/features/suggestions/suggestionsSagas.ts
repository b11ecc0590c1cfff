import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { Ticket } from '@shared/contracts/tickets';
import { supportReplaySnapshot } from '../../store/supportReplay';
import type { DevToolsReplayFile } from '@shared/validation/supportReplay';
import type { SuggestionForm } from '@shared/validation/tickets';
import { suggestionsApi } from './suggestionsApi';
import { suggestionFailed, suggestionSent, suggestionSubmitted } from './suggestionsSlice';

/** product.md §2.7's dataInizio: when the user sent it, by their clock. */
export const sendingTime = () => new Date().toISOString();

/**
 * CreateTicket. With "attach what I did" ticked, the store's last steps go too, redacted by the
 * shared rule before they leave the browser (src/store/supportReplay.ts).
 */
export function* sendSuggestion(action: PayloadAction<SuggestionForm>) {
  const { descrizione, attachReplay } = action.payload;
  try {
    const replay: DevToolsReplayFile | undefined = attachReplay ? yield call(supportReplaySnapshot) : undefined;
    const dataInizio: string = yield call(sendingTime);
    const ticket: Ticket = yield call(suggestionsApi.create, { descrizione, dataInizio, replay });
    yield put(suggestionSent(ticket));
  } catch (error) {
    yield put(suggestionFailed(toFailure(error)));
  }
}

export function* suggestionsSaga() {
  // A second click while one is sending is ignored.
  yield takeLeading(suggestionSubmitted.type, sendSuggestion);
}
