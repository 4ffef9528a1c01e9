/**
 * An in-memory Web Locks manager (exclusive locks, granted in request order), installed on
 * `navigator.locks` the way a browser offers it. Stores made while it is installed share it, as two
 * tabs of one browser share theirs. Returns the undo.
 */
export function installFakeWebLocks(options: { beforeGrant?: (name: string) => Promise<unknown> } = {}): () => void {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: (lock: { name: string; mode: 'exclusive' }) => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const granted = previous
        .then(() => options.beforeGrant?.(name))
        .then(() => callback({ name, mode: 'exclusive' }));
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'locks');
  };
}
