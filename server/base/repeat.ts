/** A job that runs on a timer until it is stopped. */
export interface Repeating {
  /** Ends the timer and waits for a run under way, so a shutdown does not cut one off. */
  stop(): Promise<void>;
}

/**
 * Starts `run` every `seconds` (0 or less: never). `run` handles its own failures; a pending run never
 * keeps the process alive.
 */
export function repeatEvery(seconds: number, run: () => Promise<unknown>): Repeating {
  if (seconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = run();
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
