import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenSet, User } from '../api/contract';

export type SessionStatus = 'unknown' | 'loggedOut' | 'loggedIn';
export type LogoutReason = 'user' | 'expired' | 'refreshFailed' | 'startupFailed';

export interface SessionState {
  /** 'unknown' until start-up has decided; no protected page renders before that. */
  status: SessionStatus;
  /** The token triple; the only part that is persisted. */
  tokens: TokenSet | null;
  user: User | null;
  /** Set when the inactivity timer expired; the next refresh then logs out. */
  inactive: boolean;
}

export const initialSessionState: SessionState = { status: 'unknown', tokens: null, user: null, inactive: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Tokens from login, app-token login or refresh. */
    tokensRotated(state, action: PayloadAction<TokenSet>) {
      state.tokens = action.payload;
    },
    /** The user of GET /app/config: the session is now fully logged in. */
    loggedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'loggedIn';
      state.inactive = false;
    },
    /** Start-up found no usable session. */
    startupEndedLoggedOut(state) {
      state.status = 'loggedOut';
      state.tokens = null;
      state.user = null;
    },
    becameInactive(state) {
      state.inactive = true;
    },
    becameActive(state) {
      state.inactive = false;
    },
    loggedOut: {
      reducer(state) {
        state.status = 'loggedOut';
        state.tokens = null;
        state.user = null;
        state.inactive = false;
      },
      prepare(reason: LogoutReason) {
        return { payload: { reason } };
      },
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectTokens: (state) => state.tokens,
    selectUser: (state) => state.user,
    selectIsInactive: (state) => state.inactive,
    selectIsAdmin: (state) => state.user?.isAdmin === true,
  },
});

export const { tokensRotated, loggedIn, startupEndedLoggedOut, becameInactive, becameActive, loggedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectTokens, selectUser, selectIsInactive, selectIsAdmin } = sessionSlice.selectors;
