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
  dialog: OpenDialog | null;
  platform: Platform;
}

export const createUiState = (platform: Platform): UiState => ({ overlay: null, dialog: null, platform });

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
    dialogOpened(state, action: PayloadAction<OpenDialog>) {
      state.dialog = action.payload;
    },
    dialogClosed(state, action: PayloadAction<DialogAnswer>) {
      if (state.dialog?.dialogId === action.payload.dialogId) state.dialog = null;
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
