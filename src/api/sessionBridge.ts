/**
 * What the API layer needs from the session, handed in as the thunk extra argument so that api/
 * never imports session code. The session module implements it (src/session/tokens/sessionBridge.ts).
 */
export interface SessionBridge {
  /** The access token to send, or null when logged out. */
  accessToken(): string | null;
  /**
   * Called when a call got 401 with `failedToken`. Resolves true when a newer token is in place
   * (refreshed here or by another tab or timer), false when the session ended.
   */
  reauthenticate(failedToken: string | null): Promise<boolean>;
}

export interface ThunkExtra {
  session: SessionBridge;
}
