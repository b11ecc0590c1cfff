import type { SheetName } from '../../store/sheets/offlineEvents';
import { type OfflineState, changesAdapter } from './offlineSlice';

type WithOffline = { offline: OfflineState };
const changesSelectors = changesAdapter.getSelectors((state: WithOffline) => state.offline.changes);

export const selectOnline = (state: WithOffline) => state.offline.online;
export const selectKeptChanges = changesSelectors.selectAll;
/** The first change still to send, in the order they were made. */
export const selectNextWaitingChange = (state: WithOffline) =>
  changesSelectors.selectAll(state).find((change) => change.status === 'waiting');
/** A sheet's kept changes for one engagement, for its page. */
export const selectKeptChangesOf = (state: WithOffline, sheet: SheetName, engagementId: number | null) =>
  changesSelectors.selectAll(state).filter((change) => change.sheet === sheet && change.engagementId === engagementId);
