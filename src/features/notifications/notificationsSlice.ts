import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Notification, Notifications } from '@shared/contracts/notifications';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import { NOTIFICATIONS_PAGE } from '@shared/validation/notificationsPage';

/** The newest first: the live ones arrive after the list and go on top (product.md §4.22). */
export const notificationsAdapter = createEntityAdapter({
  selectId: (notification: Notification) => notification.id,
  sortComparer: (a, b) => b.id - a.id,
});

export interface NotificationsState {
  list: EntityState<Notification, number>;
  /** The unread count, as the server last said it and the live ones since. */
  unread: number;
  /** Whether an older page may exist (the last page read was full). */
  hasOlder: boolean;
  load: Flow;
  olderLoad: Flow;
}

const initialState: NotificationsState = {
  list: notificationsAdapter.getInitialState(),
  unread: 0,
  hasOlder: false,
  load: idleFlow,
  olderLoad: idleFlow,
};

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsLoadStarted: (state) => {
      state.load = pendingFlow;
    },
    notificationsLoaded: (state, action: PayloadAction<Notifications>) => {
      notificationsAdapter.setAll(state.list, action.payload.elenco);
      state.unread = action.payload.nonLette;
      state.hasOlder = action.payload.elenco.length === NOTIFICATIONS_PAGE;
      state.load = succeededFlow;
    },
    notificationsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },
    olderNotificationsRequested: (state) => {
      state.olderLoad = pendingFlow;
    },
    olderNotificationsLoaded: (state, action: PayloadAction<Notification[]>) => {
      notificationsAdapter.upsertMany(state.list, action.payload);
      state.hasOlder = action.payload.length === NOTIFICATIONS_PAGE;
      state.olderLoad = succeededFlow;
    },
    olderNotificationsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.olderLoad = failedFlow(action.payload);
    },
    /** One from the live stream; a replayed one already shown changes nothing. */
    notificationReceived: (state, action: PayloadAction<Notification>) => {
      if (state.list.entities[action.payload.id]) return;
      notificationsAdapter.addOne(state.list, action.payload);
      if (!action.payload.letta) state.unread += 1;
    },
    /** Clicked in the drawer: read at once here, then on the server (the saga). */
    notificationOpened: (state, action: PayloadAction<number>) => {
      const notification = state.list.entities[action.payload];
      if (!notification || notification.letta) return;
      notification.letta = true;
      state.unread = Math.max(0, state.unread - 1);
    },
    allNotificationsMarkedRead: (state) => {
      for (const id of state.list.ids) state.list.entities[id].letta = true;
      state.unread = 0;
    },
    /** The server's count after marking read: the truth, whatever else arrived meanwhile. */
    notificationsReadConfirmed: (state, action: PayloadAction<number>) => {
      state.unread = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  notificationsLoadStarted,
  notificationsLoaded,
  notificationsLoadFailed,
  olderNotificationsRequested,
  olderNotificationsLoaded,
  olderNotificationsLoadFailed,
  notificationReceived,
  notificationOpened,
  allNotificationsMarkedRead,
  notificationsReadConfirmed,
} = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
