import type { DeskSessionState } from './deskSession';

/**
 * The staff login survives a reload of its tab, not the tab: sessionStorage, one key. Anything that
 * cannot be read (another shape, storage switched off) is no login.
 */
const KEY = 'desk:session';

export function loadDeskSession(storage: Storage | null): DeskSessionState | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<DeskSessionState>;
    if (typeof parsed.token !== 'string' || typeof parsed.staff !== 'object' || parsed.staff === null) return undefined;
    return { token: parsed.token, staff: parsed.staff, expired: false };
  } catch {
    return undefined;
  }
}

export function saveDeskSession(storage: Storage | null, state: DeskSessionState): void {
  try {
    if (state.token) storage?.setItem(KEY, JSON.stringify({ token: state.token, staff: state.staff }));
    else storage?.removeItem(KEY);
  } catch {
    // Without storage the login lasts as long as the page.
  }
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
