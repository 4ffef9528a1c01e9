import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { Platform } from '../api/contract';
import { storedThemeChoice, type ThemeChoice } from './themeChoice';

export type OverlayKind = 'save' | 'get';

export interface DialogOption {
  /** Returned to whoever opened the dialog; no callbacks, so the store stays serializable. */
  id: string;
  label: string;
}
export interface DialogSpec {
  title: string;
  description?: string;
  /** An editable text input inside the dialog, with its label and starting value. */
  input?: { label: string; value: string };
  options: DialogOption[];
  /** Cancellable dialogs show 'Sluiten' and close on Escape. */
  cancellable: boolean;
}
export interface OpenDialog extends DialogSpec {
  dialogId: string;
}
export interface DialogAnswer {
  dialogId: string;
  /** The chosen option, or null when closed with 'Sluiten' or Escape. */
  optionId: string | null;
  input?: string;
}

export interface UiState {
  overlay: OverlayKind | null;
  /** The dialog shown now. */
  dialog: OpenDialog | null;
  /** Dialogs opened while another was shown, in order: each shows when the one before is answered. */
  waitingDialogs: OpenDialog[];
  platform: Platform;
  /** No connection: the browser said so, or a call got no answer; until it is back or a call is answered. */
  offline: boolean;
  /** A new version of the app waits in the service worker (src/app/serviceWorker.ts), or is being switched to. */
  update: 'waiting' | 'accepted' | null;
  /** 'Weergave' (settings): light, dark or the system's; kept in this browser (src/ui/theme.ts). */
  theme: ThemeChoice;
}

declare module '../state/storeTypes' {
  /** The ui slice's key of the portal's state. */
  interface RootState {
    ui: UiState;
  }
}

export const createUiState = (platform: Platform): UiState => ({
  overlay: null,
  dialog: null,
  waitingDialogs: [],
  platform,
  // The browser knows at start (no 'offline' event comes then); never offline when rendered at build time.
  offline: typeof navigator === 'object' && navigator.onLine === false,
  update: null,
  theme: storedThemeChoice(),
});

/** An API call that ended without reaching the server (RTK Query's FETCH_ERROR), or one that was answered. */
const isApiCall = (action: UnknownAction, end: string) =>
  action.type.startsWith(`${baseApi.reducerPath}/`) && action.type.endsWith(end);
const callGotNoAnswer = (action: UnknownAction) =>
  isApiCall(action, '/rejected') && (action.payload as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';
const callAnswered = (action: UnknownAction) => isApiCall(action, '/fulfilled');

export const uiSlice = createSlice({
  name: 'ui',
  initialState: createUiState('desktop'),
  reducers: {
    overlayShown(state, action: PayloadAction<OverlayKind>) {
      state.overlay = action.payload;
    },
    overlayHidden(state) {
      state.overlay = null;
    },
    /** A dialog over a shown one waits its turn, so the first flow still gets its answer. */
    dialogOpened(state, action: PayloadAction<OpenDialog>) {
      if (state.dialog) state.waitingDialogs.push(action.payload);
      else state.dialog = action.payload;
    },
    dialogClosed(state, action: PayloadAction<DialogAnswer>) {
      const { dialogId } = action.payload;
      if (state.dialog?.dialogId === dialogId) state.dialog = state.waitingDialogs.shift() ?? null;
      else state.waitingDialogs = state.waitingDialogs.filter((waiting) => waiting.dialogId !== dialogId);
    },
    /** A page could not be shown (its code did not load, or it crashed); recorded for support. */
    pageFailed(state, _action: PayloadAction<{ path: string; message: string }>) {
      state.overlay = null;
    },
    /** The service worker holds a new version; 'Vernieuwen' switches to it (updateAccepted). */
    updateWaiting(state) {
      state.update = 'waiting';
    },
    updateAccepted(state) {
      state.update = 'accepted';
    },
    themeChosen(state, action: PayloadAction<ThemeChoice>) {
      state.theme = action.payload;
    },
  },
  // The browser's 'offline'/'online' (RTK Query's setupListeners actions; 'Opnieuw proberen' sends
  // `onOnline` too, which refetches) and what the calls themselves show.
  extraReducers: (builder) =>
    builder
      .addCase(baseApi.internalActions.onOffline, (state) => {
        state.offline = true;
      })
      .addCase(baseApi.internalActions.onOnline, (state) => {
        state.offline = false;
      })
      .addMatcher(callGotNoAnswer, (state) => {
        state.offline = true;
      })
      .addMatcher(callAnswered, (state) => {
        state.offline = false;
      }),
  selectors: {
    selectOverlay: (state) => state.overlay,
    selectDialog: (state) => state.dialog,
    selectPlatform: (state) => state.platform,
    selectOffline: (state) => state.offline,
    selectUpdate: (state) => state.update,
    selectTheme: (state) => state.theme,
  },
});

export const {
  overlayShown,
  overlayHidden,
  dialogOpened,
  dialogClosed,
  pageFailed,
  updateWaiting,
  updateAccepted,
  themeChosen,
} = uiSlice.actions;
export const { selectOverlay, selectDialog, selectPlatform, selectOffline, selectUpdate, selectTheme } =
  uiSlice.selectors;
