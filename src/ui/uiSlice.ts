import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Platform } from '../api/contract';

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
}

export const createUiState = (platform: Platform): UiState => ({
  overlay: null,
  dialog: null,
  waitingDialogs: [],
  platform,
});

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
  },
  selectors: {
    selectOverlay: (state) => state.overlay,
    selectDialog: (state) => state.dialog,
    selectPlatform: (state) => state.platform,
  },
});

export const { overlayShown, overlayHidden, dialogOpened, dialogClosed, pageFailed } = uiSlice.actions;
export const { selectOverlay, selectDialog, selectPlatform } = uiSlice.selectors;
