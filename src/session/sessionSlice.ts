import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenSet, User } from '../api/contract';

export type SessionStatus = 'unknown' | 'loggedOut' | 'loggedIn';
/** 'replaced': another tab of this browser ended this session and started a new one. */
export type LogoutReason = 'user' | 'expired' | 'refreshFailed' | 'startupFailed' | 'replaced';

export interface SessionState {
  /** 'unknown' until start-up has decided; no protected page renders before that. */
  status: SessionStatus;
  /** The token triple; persisted together with `tokensReceivedAt` and `sessionId`. */
  tokens: TokenSet | null;
  /**
   * When this browser received `tokens` (ms since epoch, local clock). Tabs that adopt tokens
   * another tab rotated use it to time their refresh and to tell a stale stored set from a fresh one.
   */
  tokensReceivedAt: number | null;
  /**
   * One id per login, kept through refreshes and shared by the tabs that adopt its tokens: a tab
   * never adopts stored tokens of another login (someone logged out and in again elsewhere).
   */
  sessionId: string | null;
  user: User | null;
  /** Set when the inactivity timer expired; the next refresh then logs out. */
  inactive: boolean;
  /** While the inactivity warning shows: when the period ends (ms since epoch). Not persisted. */
  warningEndsAt: number | null;
}

declare module '../state/storeTypes' {
  /** The session's key of the portal's state (the store persists part of it: app/store.ts). */
  interface RootState {
    session: SessionState;
  }
}

const initialSessionState: SessionState = {
  status: 'unknown',
  tokens: null,
  tokensReceivedAt: null,
  sessionId: null,
  user: null,
  inactive: false,
  warningEndsAt: null,
};

export interface TokensMeta {
  receivedAt: number;
  /** Set for a new login (a fresh id) or an adopted set (its id); absent for a refresh. */
  sessionId?: string;
}
export interface TokensOptions {
  receivedAt?: number;
  /** true for a login: the tokens start a new session. */
  newSession?: boolean;
  sessionId?: string | null;
}

const clearSession = (state: SessionState) => {
  state.status = 'loggedOut';
  state.tokens = null;
  state.tokensReceivedAt = null;
  state.sessionId = null;
  state.user = null;
  state.inactive = false;
  state.warningEndsAt = null;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Tokens from login or app-token login (`newSession`), a refresh, or adopted from another tab. */
    tokensRotated: {
      reducer(state, action: PayloadAction<TokenSet, string, TokensMeta>) {
        state.tokens = action.payload;
        state.tokensReceivedAt = action.meta.receivedAt;
        if (action.meta.sessionId) state.sessionId = action.meta.sessionId;
      },
      prepare(tokens: TokenSet, { receivedAt = Date.now(), newSession = false, sessionId = null }: TokensOptions = {}) {
        const id = newSession ? nanoid() : sessionId;
        return { payload: tokens, meta: id ? { receivedAt, sessionId: id } : { receivedAt } };
      },
    },
    /** The user of GET /app/config: the session is now fully logged in. */
    loggedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'loggedIn';
      state.inactive = false;
    },
    /**
     * Whether the account requires two-step verification of the user before anything else: false once
     * they set it up; true when a call was refused for it (the account began to require it).
     */
    twoStepSetupRequiredChanged(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.twoStepSetupRequired = action.payload;
    },
    /** Start-up found no usable session. */
    startupEndedLoggedOut: clearSession,
    becameInactive(state) {
      state.inactive = true;
      state.warningEndsAt = null;
    },
    /** The inactivity period ends at `endsAt` unless the user does something (WCAG 2.2.1 warning). */
    inactivityWarningShown(state, action: PayloadAction<number>) {
      state.warningEndsAt = action.payload;
    },
    /** Activity after the warning, in this tab or another: the session goes on. */
    inactivityWarningEnded(state) {
      state.warningEndsAt = null;
    },
    /** 'Ingelogd blijven' in the warning; the listener counts it as activity (which ends the warning). */
    stayedLoggedIn() {},
    /** Dispatched by the logout() thunk (logout.ts), which also resets the API cache and revokes. */
    loggedOut: {
      reducer: clearSession,
      prepare(reason: LogoutReason) {
        return { payload: { reason } };
      },
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectTokens: (state) => state.tokens,
    selectUser: (state) => state.user,
    selectWarningEndsAt: (state) => state.warningEndsAt,
    /** The user's role in the account (src/api/permissions.ts); null until the user is known. */
    selectRole: (state) => state.user?.role ?? null,
    /** The account requires two-step verification and the user has not set it up yet. */
    selectTwoStepSetupRequired: (state) => state.user?.twoStepSetupRequired === true,
    /** The account's own `active` (requirements §6), not the inactivity flag; true until the user is known. */
    selectIsAccountActive: (state) => state.user?.active !== false,
  },
});

export const {
  tokensRotated,
  loggedIn,
  twoStepSetupRequiredChanged,
  startupEndedLoggedOut,
  becameInactive,
  inactivityWarningShown,
  inactivityWarningEnded,
  stayedLoggedIn,
  loggedOut,
} = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectTokens,
  selectUser,
  selectWarningEndsAt,
  selectRole,
  selectTwoStepSetupRequired,
  selectIsAccountActive,
} = sessionSlice.selectors;
