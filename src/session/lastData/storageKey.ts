/** Where this tab keeps its last read answers (lastData/snapshot.ts): sessionStorage, this tab only. */
export const LAST_DATA_KEY = 'lastData';

/** Drops the kept answers: every end of a session (a logout, a refused start) calls this. */
export function forgetLastData(): void {
  try {
    sessionStorage.removeItem(LAST_DATA_KEY);
  } catch {
    // No sessionStorage (blocked in this web view): nothing was kept.
  }
}
