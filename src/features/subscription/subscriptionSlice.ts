import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { FlowStatus } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { BillingRequest } from '@shared/validation/billing';
import type { CardForm } from '@shared/validation/card';
import type { CurrentSubscription, Plan } from '@shared/contracts/subscriptions';
import type { SavedCard } from '@shared/contracts/payments';
import type { ActivationStep } from './subscriptionTypes';

/** A multi-step flow: where it is, and which step failed with what. */
export interface StepFlow {
  status: FlowStatus;
  step: ActivationStep | null;
  failure: ApiFailure | null;
}

/** The plans on sale: in the server's order, each found by its id (the recap opens the one chosen). */
export const plansAdapter = createEntityAdapter({ selectId: (plan: Plan) => plan.id_Abbonamento });

export interface SubscriptionState {
  loadStatus: FlowStatus;
  loadFailure: ApiFailure | null;
  plans: EntityState<Plan, number>;
  current: CurrentSubscription | null;
  savedCard: SavedCard | null;
  billing: BillingRequest | null;
  /** Without saved billing data: what the profile already holds of them, to start the form from (product.md §4.10). */
  billingPrefill: Partial<BillingRequest> | null;
  activation: StepFlow;
  cardChange: StepFlow;
  renewal: { status: FlowStatus; failure: ApiFailure | null };
  cancellation: { status: FlowStatus; failure: ApiFailure | null };
}

const idleFlow: StepFlow = { status: 'idle', step: null, failure: null };
const initialState: SubscriptionState = {
  loadStatus: 'idle',
  loadFailure: null,
  plans: plansAdapter.getInitialState(),
  current: null,
  savedCard: null,
  billing: null,
  billingPrefill: null,
  activation: idleFlow,
  cardChange: idleFlow,
  renewal: { status: 'idle', failure: null },
  cancellation: { status: 'idle', failure: null },
};

export interface ActivationRequest {
  planId: number;
  autoRenew: boolean;
  billing: BillingRequest;
  /** A new card to pay with; null pays with the saved card (product.md §1.4's shortcut). */
  card: CardForm | null;
}

const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState,
  reducers: {
    /** A page opened afresh shows no outcome of an earlier visit. */
    subscriptionPageOpened: (state) => {
      state.loadStatus = 'pending';
      state.loadFailure = null;
      state.activation = idleFlow;
      state.cardChange = idleFlow;
      state.renewal = { status: 'idle', failure: null };
      state.cancellation = { status: 'idle', failure: null };
    },
    subscriptionDataLoaded: (
      state,
      action: PayloadAction<{
        plans: Plan[];
        current: CurrentSubscription | null;
        savedCard: SavedCard | null;
        billing: BillingRequest | null;
        billingPrefill?: Partial<BillingRequest> | null;
      }>,
    ) => {
      const { plans, current, savedCard, billing, billingPrefill = null } = action.payload;
      plansAdapter.setAll(state.plans, plans);
      state.current = current;
      state.savedCard = savedCard;
      state.billing = billing;
      state.billingPrefill = billingPrefill;
      state.loadStatus = 'succeeded';
    },
    subscriptionDataLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.loadStatus = 'failed';
      state.loadFailure = action.payload;
    },
    activationSubmitted: (state, _action: PayloadAction<ActivationRequest>) => {
      state.activation = { status: 'pending', step: null, failure: null };
    },
    activationStepStarted: (state, action: PayloadAction<ActivationStep>) => {
      state.activation.step = action.payload;
    },
    cardSaved: (state, action: PayloadAction<SavedCard>) => {
      state.savedCard = action.payload;
    },
    billingSaved: (state, action: PayloadAction<BillingRequest>) => {
      state.billing = action.payload;
    },
    activationSucceeded: (state, action: PayloadAction<CurrentSubscription>) => {
      state.current = action.payload;
      state.activation = { status: 'succeeded', step: null, failure: null };
    },
    activationFailed: (state, action: PayloadAction<{ step: ActivationStep; failure: ApiFailure }>) => {
      state.activation = { status: 'failed', ...action.payload };
    },
    /** Leaving the recap (the back arrow) forgets the last attempt's outcome. */
    activationDismissed: (state) => {
      state.activation = idleFlow;
    },
    cardChangeSubmitted: (state, _action: PayloadAction<CardForm>) => {
      state.cardChange = { status: 'pending', step: null, failure: null };
    },
    cardChangeStepStarted: (state, action: PayloadAction<ActivationStep>) => {
      state.cardChange.step = action.payload;
    },
    cardChanged: (state, action: PayloadAction<SavedCard>) => {
      state.savedCard = action.payload;
      state.cardChange = { status: 'succeeded', step: null, failure: null };
    },
    cardChangeFailed: (state, action: PayloadAction<{ step: ActivationStep; failure: ApiFailure }>) => {
      state.cardChange = { status: 'failed', ...action.payload };
    },
    renewalToggled: (state, _action: PayloadAction<boolean>) => {
      state.renewal = { status: 'pending', failure: null };
    },
    renewalUpdated: (state, action: PayloadAction<CurrentSubscription>) => {
      state.current = action.payload;
      state.renewal = { status: 'succeeded', failure: null };
    },
    renewalUpdateFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.renewal = { status: 'failed', failure: action.payload };
    },
    cancellationConfirmed: (state) => {
      state.cancellation = { status: 'pending', failure: null };
    },
    subscriptionCancelled: (state) => {
      state.current = null;
      state.cancellation = { status: 'succeeded', failure: null };
    },
    cancellationFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.cancellation = { status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  subscriptionPageOpened,
  subscriptionDataLoaded,
  subscriptionDataLoadFailed,
  activationSubmitted,
  activationStepStarted,
  cardSaved,
  billingSaved,
  activationSucceeded,
  activationFailed,
  activationDismissed,
  cardChangeSubmitted,
  cardChangeStepStarted,
  cardChanged,
  cardChangeFailed,
  renewalToggled,
  renewalUpdated,
  renewalUpdateFailed,
  cancellationConfirmed,
  subscriptionCancelled,
  cancellationFailed,
} = subscriptionSlice.actions;
export const subscriptionReducer = subscriptionSlice.reducer;
