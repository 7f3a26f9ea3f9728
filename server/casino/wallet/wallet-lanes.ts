/**
 * Which batch a money call joins (wallet-batch.ts): MONEY_LANES lanes per provider, each its own
 * Batcher, each taking the members of its own house shards (casino-house.ts houseShardOf), so the
 * lanes' batches lock different house rows and run side by side on their own connections.
 *
 * A call's member is only known inside the transaction (its token or its bet names them), so the
 * lane is a hint: the member id last answered for the same launch token (kept by the token's
 * hash, never the token). A call without a hint goes to lane 0. The hint decides nothing but
 * speed: every batch locks the members and house rows its calls really use, in a fixed order,
 * whichever lane it ran in.
 */
import { Batcher, type BatchAnswer, type BatcherOptions } from '../../platform/lib/batcher';
import type { WalletOutcome } from './wallet-outcome';
import type { MoneyJob } from './wallet-batch.types';
import { tokenHash } from './wallet-records';

/**
 * Lanes per provider; it divides HOUSE_SHARDS, so two lanes never lock one house row. Measured
 * (bench/casino-wallet.bench.ts, 64 clients, 2 shared cores, set-based batches, a provider with
 * 20,000 past rounds): 1 lane 2,370–2,470 calls/s at p99 37 ms (batches of 32), 2 lanes
 * 2,300–2,400 at p99 44–46 ms (17), 4 lanes 1,850 (9): each statement's round trip waits for a
 * core, so one large batch at a time beats several small ones side by side. Several lanes pay
 * only where a provider's calls outgrow what one connection can commit.
 */
const MONEY_LANES: number = 1;

/** Hints kept before the map is emptied (a hint is ~100 bytes; losing them only costs speed). */
const MAX_HINTS = 100_000;

export type RunMoneyBatch = (
  providerId: number,
  jobs: MoneyJob[],
) => Promise<BatchAnswer<WalletOutcome>[]>;

export class WalletMoneyLanes {
  private readonly lanes = new Map<number, Batcher<MoneyJob, WalletOutcome>[]>();
  private readonly memberOfToken = new Map<string, number>();

  constructor(
    private readonly runBatch: RunMoneyBatch,
    private readonly batching: BatcherOptions,
  ) {}

  async submit(job: MoneyJob): Promise<WalletOutcome> {
    const lanes = this.lanesOf(job.providerId);
    if (lanes.length === 1) return lanes[0]!.submit(job);
    const token = job.call.body.token;
    const hash = token === '' ? null : tokenHash(token);
    const hinted = hash === null ? undefined : this.memberOfToken.get(hash);
    const lane = hinted === undefined ? 0 : hinted % MONEY_LANES;
    const outcome = await lanes[lane]!.submit(job);
    if (hash !== null && outcome.memberId !== undefined && hinted !== outcome.memberId) {
      if (this.memberOfToken.size >= MAX_HINTS) this.memberOfToken.clear();
      this.memberOfToken.set(hash, outcome.memberId);
    }
    return outcome;
  }

  /** Batches run and calls they held, over every provider and lane (the bench prints the mean). */
  stats(): { batches: number; jobs: number } {
    let batches = 0;
    let jobs = 0;
    for (const lanes of this.lanes.values()) {
      for (const lane of lanes) {
        batches += lane.stats.batches;
        jobs += lane.stats.jobs;
      }
    }
    return { batches, jobs };
  }

  private lanesOf(providerId: number): Batcher<MoneyJob, WalletOutcome>[] {
    let lanes = this.lanes.get(providerId);
    if (!lanes) {
      lanes = Array.from(
        { length: MONEY_LANES },
        () => new Batcher((jobs: MoneyJob[]) => this.runBatch(providerId, jobs), this.batching),
      );
      this.lanes.set(providerId, lanes);
    }
    return lanes;
  }
}
