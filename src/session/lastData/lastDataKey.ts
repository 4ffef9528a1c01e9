/** Where a tab keeps its last read answers: sessionStorage, this tab only, gone with it. */
export const LAST_DATA_KEY = 'lastData';

/**
 * Whether this tab holds last answers stamped with the login `sessionId`: read at every start, so it
 * stays in the entry while the rest of the tab's last data is a chunk of its own (snapshot.ts checks
 * what it holds once loaded).
 */
export function hasLastDataOf(sessionId: string | null, storage: Storage = sessionStorage): boolean {
  if (sessionId === null) return false;
  try {
    return storage.getItem(LAST_DATA_KEY)?.startsWith(`{"sessionId":${JSON.stringify(sessionId)},`) ?? false;
  } catch {
    return false;
  }
}
