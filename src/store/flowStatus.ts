/** Where a flow the store follows stands (a load, a save, an upload): every slice says it the same way. */
export type FlowStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
