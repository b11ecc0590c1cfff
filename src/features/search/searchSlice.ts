import { type EntityState, createEntityAdapter, createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { EngagementStateAnswer } from '@shared/contracts/enlistments';
import type { Job } from '@shared/contracts/jobs';
import type { ProfiloPubblico } from '@shared/contracts/profile';
import type { SearchResult, SearchResultUser } from '@shared/contracts/search';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { EngagementRequest } from '@shared/validation/enlistments';
import type { SearchCriteria } from '@shared/validation/search';

/** The results in the server's order (relevance, then surname and name). */
export const resultsAdapter = createEntityAdapter({ selectId: (user: SearchResultUser) => user.userId });

/** An avatar: asked for (pending), or its data: URL, or null when there is none to show. */
export type Avatar = { status: 'pending' } | { status: 'loaded'; dataUrl: string | null };

export interface SearchState {
  /** The last search's criteria (its dates prefill a request); null while the form shows. */
  criteria: SearchCriteria | null;
  results: EntityState<SearchResultUser, number>;
  totale: number;
  /** More people match than the server counted: `totale` is its bound ("more than 1,000"). */
  totaleOltre: boolean;
  search: Flow;
  /** By user id; never persisted, loaded again after a reload. */
  avatars: Record<number, Avatar>;
  /** The crew card open on /search/result/user/{id} or /user/{id}. */
  card: Flow & { userId: number | null; profile: ProfiloPubblico | null };
  /** The client's jobs for the request dialog. */
  jobs: Job[];
  jobsLoad: Flow;
  request: Flow & { sent: EngagementStateAnswer | null };
}

export const initialSearchState: SearchState = {
  criteria: null,
  results: resultsAdapter.getInitialState(),
  totale: 0,
  totaleOltre: false,
  search: idleFlow,
  avatars: {},
  card: { ...idleFlow, userId: null, profile: null },
  jobs: [],
  jobsLoad: idleFlow,
  request: { ...idleFlow, sent: null },
};

export interface EngagementRequestSubmission {
  request: EngagementRequest;
  /** The job's name, shown among the requests already sent. */
  jobName: string;
}

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchSubmitted: (state, _action: PayloadAction<SearchCriteria>) => {
      state.search = pendingFlow;
    },
    searchSucceeded: {
      reducer: (state, action: PayloadAction<{ criteria: SearchCriteria; result: SearchResult }>) => {
        state.criteria = action.payload.criteria;
        resultsAdapter.setAll(state.results, action.payload.result.listaUtenti);
        state.totale = action.payload.result.totale;
        state.totaleOltre = action.payload.result.totaleOltre;
        state.search = succeededFlow;
      },
      // The answer arrives frozen, as the store would keep it: Immer skips what is frozen, where it
      // would walk a page of 1,000 people in the reducer, one of the long tasks after the answer
      // (bench/README.md, "Long lists on a phone").
      prepare: (payload: { criteria: SearchCriteria; result: SearchResult }) => ({
        payload: { criteria: payload.criteria, result: freeze(payload.result, true) },
      }),
    },
    searchFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.search = failedFlow(action.payload);
    },
    /** Back (product.md §2.2): the results and their dates go, the form shows again. */
    searchCleared: (state) => {
      state.criteria = null;
      resultsAdapter.removeAll(state.results);
      state.totale = 0;
      state.totaleOltre = false;
      state.search = idleFlow;
    },
    /** A card with a photo has been in view 250 ms (CrewAvatar); the saga loads each avatar once. */
    avatarNeeded: (_state, _action: PayloadAction<number>) => undefined,
    avatarRequested: (state, action: PayloadAction<number>) => {
      state.avatars[action.payload] = { status: 'pending' };
    },
    avatarLoaded: (state, action: PayloadAction<{ userId: number; dataUrl: string | null }>) => {
      state.avatars[action.payload.userId] = { status: 'loaded', dataUrl: action.payload.dataUrl };
    },
    /** A failed avatar may be asked for again by the next card that shows it. */
    avatarFailed: (state, action: PayloadAction<number>) => {
      delete state.avatars[action.payload];
    },
    cardOpened: (state, action: PayloadAction<number>) => {
      state.card = {
        ...pendingFlow,
        userId: action.payload,
        profile: state.card.userId === action.payload ? state.card.profile : null,
      };
      state.request = { ...idleFlow, sent: null };
    },
    cardLoaded: (state, action: PayloadAction<ProfiloPubblico>) => {
      if (state.card.userId === action.payload.userId)
        state.card = { ...succeededFlow, userId: action.payload.userId, profile: action.payload };
    },
    cardFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.card = { ...failedFlow(action.payload), userId: state.card.userId, profile: null };
    },
    engagementDialogOpened: (state) => {
      state.jobsLoad = pendingFlow;
      state.request = { ...idleFlow, sent: null };
    },
    jobsLoaded: (state, action: PayloadAction<Job[]>) => {
      state.jobs = action.payload;
      state.jobsLoad = succeededFlow;
    },
    jobsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.jobsLoad = failedFlow(action.payload);
    },
    engagementRequestSubmitted: (state, _action: PayloadAction<EngagementRequestSubmission>) => {
      state.request = { ...pendingFlow, sent: null };
    },
    /** Sent: the person's result lists it among the requests already sent. */
    engagementRequestSent: (
      state,
      action: PayloadAction<{ submission: EngagementRequestSubmission; answer: EngagementStateAnswer }>,
    ) => {
      const { submission, answer } = action.payload;
      state.request = { ...succeededFlow, sent: answer };
      const result = state.results.entities[submission.request.userId];
      if (result) {
        result.listaIngaggiInviati = [
          ...result.listaIngaggiInviati.filter((sent) => sent.id_Ingaggio !== answer.id_Ingaggio),
          {
            id_Ingaggio: answer.id_Ingaggio,
            id_Job: answer.id_Job,
            nome: submission.jobName,
            dataInizio: submission.request.dataInizio,
            dataFine: submission.request.dataFine,
            statoIngaggio: answer.statoIngaggio,
          },
        ];
      }
    },
    engagementRequestFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.request = { ...failedFlow(action.payload), sent: null };
    },
  },
  extraReducers: (builder) => {
    // Everything here is the signed-in client's: gone at logout, the persisted part included.
    builder.addCase(loggedOut, () => initialSearchState);
  },
});

export const {
  searchSubmitted,
  searchSucceeded,
  searchFailed,
  searchCleared,
  avatarNeeded,
  avatarRequested,
  avatarLoaded,
  avatarFailed,
  cardOpened,
  cardLoaded,
  cardFailed,
  engagementDialogOpened,
  jobsLoaded,
  jobsLoadFailed,
  engagementRequestSubmitted,
  engagementRequestSent,
  engagementRequestFailed,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
