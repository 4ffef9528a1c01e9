/**
 * localStorage where it works, else null: some web views throw on any use of it (storage blocked or
 * full), and there is no window at build time. Checked by writing and removing a probe.
 */
export function workingLocalStorage(): globalThis.Storage | null {
  try {
    const probe = '__portal_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}
