/**
 * The one loop every background job runs on (docs/architecture.md §4 jobs): runs of a job never overlap
 * within a process (a run waits for the one before it), an interval timer that does not keep the
 * process alive, and a stop that waits for the run in progress. Across nodes, a job that must
 * run once takes the leader lock in its transactions (leader-lock.ts).
 */
export class JobLoop<T> {
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly run: () => Promise<T>,
    /** Told of every failed run, whether the timer or a caller started it. */
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** Runs every `tickMs` (0: never; tests and the dev clock call `runNow`). */
  start(tickMs: number): void {
    if (tickMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runNow().catch(() => undefined), tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** Serialised: waits for the run before it. `run` replaces the job's own for this once. */
  runNow(run: () => Promise<T> = this.run): Promise<T> {
    const next = this.running.catch(() => undefined).then(run);
    this.running = next;
    if (!this.onError) return next;
    return next.catch((error: unknown) => {
      this.onError?.(error);
      throw error;
    });
  }
}
