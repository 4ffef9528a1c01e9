import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeskSession, StaffMember } from '../../api/deskContract';

/** The staff member's login in this tab: its token and who it is. */
export interface DeskSessionState {
  token: string | null;
  staff: StaffMember | null;
  /** Set when the server ended the login (idle, 8 hours, logged out elsewhere): the login page says so. */
  expired: boolean;
}

export const emptyDeskSession: DeskSessionState = { token: null, staff: null, expired: false };

export const deskSessionSlice = createSlice({
  name: 'deskSession',
  initialState: emptyDeskSession,
  reducers: {
    deskLoggedIn(_state, action: PayloadAction<DeskSession>) {
      return { token: action.payload.token, staff: action.payload.staff, expired: false };
    },
    deskLoggedOut() {
      return emptyDeskSession;
    },
    /** A call was refused with 401: the login has ended on the server. */
    deskSessionEnded() {
      return { ...emptyDeskSession, expired: true };
    },
  },
  selectors: {
    selectDeskToken: (state) => state.token,
    selectStaff: (state) => state.staff,
    selectDeskSessionExpired: (state) => state.expired,
  },
});

export const { deskLoggedIn, deskLoggedOut, deskSessionEnded } = deskSessionSlice.actions;
export const { selectDeskToken, selectStaff, selectDeskSessionExpired } = deskSessionSlice.selectors;

/** What the desk's calls read of the store: the token (the API layer never imports the store). */
export interface WithDeskSession {
  deskSession: DeskSessionState;
}
