import type { Middleware } from '@reduxjs/toolkit';
import { call, getContext } from 'redux-saga/effects';
import {
  type DevToolsReplayFile,
  MAX_REPLAY_PART_CHARS,
  REPLAY_ACTION_LIMIT,
  type ReplayAction,
  redactReplay,
  toDevToolsFile,
} from '@shared/validation/supportReplay';

/** One recorded step: the action and the state it was dispatched on. */
interface Step {
  action: ReplayAction;
  stateBefore: unknown;
}

export interface SupportReplayRecorder {
  /** Keeps the last REPLAY_ACTION_LIMIT actions and the state before each (the states are shared references, not copies). */
  middleware: Middleware;
  /**
   * The recorded steps as Redux DevTools' import file, redacted by the shared rule of
   * shared/validation/supportReplay.ts: the starting state is the one before the oldest action kept.
   */
  snapshot(): DevToolsReplayFile;
}

const isAction = (action: unknown): action is ReplayAction =>
  typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string';

/**
 * redux-persist's own actions are not the user's steps, and replayed they throw (they carry
 * functions the file cannot hold), which would stop DevTools' replay there. Their effect is in the
 * state the next step starts from.
 */
const isStep = (action: ReplayAction) => !action.type.startsWith('persist/');

const fits = (file: DevToolsReplayFile) =>
  file.payload.length <= MAX_REPLAY_PART_CHARS && file.preloadedState.length <= MAX_REPLAY_PART_CHARS;

/**
 * The support replay's recorder (product.md §4.4): a store middleware with a ring buffer of the last 200
 * actions. Nothing leaves the browser unless the user ticks "attach what I did" on /suggest-us;
 * then `snapshot()` redacts what it holds, and the server redacts it again.
 */
export function createSupportReplayRecorder(limit = REPLAY_ACTION_LIMIT): SupportReplayRecorder {
  const ring: (Step | undefined)[] = new Array<Step | undefined>(limit);
  let next = 0;
  let size = 0;
  let getState: () => unknown = () => ({});

  const steps = (): Step[] => Array.from({ length: size }, (_, i) => ring[(next - size + i + limit) % limit]!);

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (dispatchNext) => (action) => {
      if (isAction(action) && isStep(action)) {
        ring[next] = { action, stateBefore: api.getState() };
        next = (next + 1) % limit;
        size = Math.min(size + 1, limit);
      }
      return dispatchNext(action);
    };
  };

  function snapshot(): DevToolsReplayFile {
    let kept = steps();
    for (;;) {
      const state = (kept.length > 0 ? kept[0].stateBefore : getState()) as Record<string, unknown>;
      const file = toDevToolsFile(redactReplay({ state, actions: kept.map((step) => step.action) }));
      // Too large for the server: the oldest half of the steps goes, until it fits or none is left.
      if (fits(file) || kept.length === 0) return file;
      kept = kept.slice(Math.ceil(kept.length / 2));
    }
  }

  return { middleware, snapshot };
}

/** The sagas' context entry app/store.ts fills with the recorder's snapshot. */
export interface SupportReplayContext {
  supportReplay: () => DevToolsReplayFile;
}

/** The redacted replay, for a saga: what the store recorded until now. */
export function* supportReplaySnapshot() {
  const snapshot: SupportReplayContext['supportReplay'] = yield getContext('supportReplay');
  const file: DevToolsReplayFile = yield call(snapshot);
  return file;
}
