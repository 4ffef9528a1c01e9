import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenSet, User } from '../api/contract';

export type SessionStatus = 'unknown' | 'loggedOut' | 'loggedIn';
export type LogoutReason = 'user' | 'expired' | 'refreshFailed' | 'startupFailed';

export interface SessionState {
  /** 'unknown' until start-up has decided; no protected page renders before that. */
  status: SessionStatus;
  /** The token triple; persisted together with `tokensReceivedAt`. */
  tokens: TokenSet | null;
  /**
   * When this browser received `tokens` (ms since epoch, local clock). Tabs that adopt tokens
   * another tab rotated use it to time their refresh and to tell a stale stored set from a fresh one.
   */
  tokensReceivedAt: number | null;
  user: User | null;
  /** Set when the inactivity timer expired; the next refresh then logs out. */
  inactive: boolean;
}

export const initialSessionState: SessionState = { status: 'unknown', tokens: null, tokensReceivedAt: null, user: null, inactive: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Tokens from login, app-token login or refresh (or adopted from another tab, with its receivedAt). */
    tokensRotated: {
      reducer(state, action: PayloadAction<TokenSet, string, { receivedAt: number }>) {
        state.tokens = action.payload;
        state.tokensReceivedAt = action.meta.receivedAt;
      },
      prepare(tokens: TokenSet, receivedAt: number = Date.now()) {
        return { payload: tokens, meta: { receivedAt } };
      },
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
      state.tokensReceivedAt = null;
      state.user = null;
    },
    becameInactive(state) {
      state.inactive = true;
    },
    becameActive(state) {
      state.inactive = false;
    },
    /** Dispatched by the logout() thunk (logout.ts), which also resets the API cache and revokes. */
    loggedOut: {
      reducer(state) {
        state.status = 'loggedOut';
        state.tokens = null;
        state.tokensReceivedAt = null;
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
