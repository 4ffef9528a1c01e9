/**
 * Work a handler starts but does not wait for (a reset mail, so the answer's timing reveals
 * nothing). Tracked so shutdown lets it finish and tests can wait for it before reading the store.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const running = task().catch(onError);
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once every task started so far (and any it started) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
