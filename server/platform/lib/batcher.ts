/**
 * Groups work that arrives together into one batch, so the database sees one round trip or one
 * transaction for many requests (sports placements: sports-bet-batch.ts; token checks:
 * session.service.ts). A job waits in the queue only while earlier batches use every slot,
 * then goes with everything that queued meanwhile: under light load a batch is one job and
 * nothing waits; under load the batches grow.
 */
export interface BatcherOptions {
  /** Most placements in one transaction. */
  maxBatch: number;
  /** Batches in flight at once (each holds one pooled connection). */
  maxConcurrent: number;
}

interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** How a batch answers each of its jobs: a result or an error, one per job, in order. */
export type BatchAnswer<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export class Batcher<Job, Result> {
  private readonly queue: Waiting<Job, Result>[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Batches run and jobs they held (the bench prints the mean batch size). */
  readonly stats = { batches: 0, jobs: 0 };

  constructor(
    private readonly run: (jobs: Job[]) => Promise<BatchAnswer<Result>[]>,
    private readonly options: BatcherOptions,
  ) {}

  submit(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Waits one turn of the event loop, so requests read in the same turn share a batch. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < this.options.maxConcurrent && this.queue.length > 0) {
      const taken = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      this.stats.batches += 1;
      this.stats.jobs += taken.length;
      void this.settle(taken).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async settle(taken: Waiting<Job, Result>[]): Promise<void> {
    try {
      const answers = await this.run(taken.map((w) => w.job));
      taken.forEach((w, i) => {
        const answer = answers[i];
        if (!answer) w.reject(new Error('batch gave no answer for a job'));
        else if (answer.ok) w.resolve(answer.value);
        else w.reject(answer.error);
      });
    } catch (error) {
      for (const w of taken) w.reject(error);
    }
  }
}
