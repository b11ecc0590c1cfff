import type { ApiFailure } from '../api/client';

/** Where a flow the store follows stands (a load, a save, an upload): every slice says it the same way. */
export type FlowStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** A call a slice follows: where it stands and, once it failed, why (for the page's banner). */
export interface Flow {
  status: FlowStatus;
  failure: ApiFailure | null;
}

export const idleFlow: Flow = { status: 'idle', failure: null };
export const pendingFlow: Flow = { status: 'pending', failure: null };
export const succeededFlow: Flow = { status: 'succeeded', failure: null };
export const failedFlow = (failure: ApiFailure): Flow => ({ status: 'failed', failure });
