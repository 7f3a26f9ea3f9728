/**
 * Sports placements in batches. Placements that arrive
 * together are decided in ONE transaction of three statements, whatever their number:
 *   1. every bettor (limits, policy, wallets, a bet already made under its key), every pick's
 *      selection row (FOR SHARE), and the bettors' cash and bets_pending shards locked in
 *      ascending id order (as every ledger writer locks);
 *   2. in between, no database: each slip assessed by the same `assessSlip` as a single
 *      placement (sports-bet-assess.ts), then each member's cash checked in arrival order: a
 *      slip the cash no longer covers is refused with INSUFFICIENT_BALANCE, the others go on;
 *   3. the accepted bets and legs in one statement (sports-bet-insert.ts), their stake
 *      transfers in one more (platform/ledger/locked-transfers.ts).
 * Each placement gets its own answer or refusal, exactly as it would alone: a refusal is one
 * member's, never the batch's. Anything a batch cannot decide for itself (the same key twice in
 * it, a twin request that committed first) is sent back to the one-slip path, which has the full
 * replay logic; an unexpected failure rolls the whole batch back and the service places each
 * slip alone.
 */
import type { PlaceSportsBetBody } from '../../../common/contract/sports-bets.contract';
import type { Queryable } from '../../platform/db/db';
import { accountId, betsPendingOf, BETS_PENDING_SHARDS } from '../../platform/ledger/accounts';
import { writeLockedTransfers } from '../../platform/ledger/locked-transfers';
import { AppError } from '../../platform/lib/app-error';
import { assessSlip, type BetPlan } from './sports-bet-assess';
import { insertBetsWithLegs } from './sports-bet-insert';
import { limitsFromRow } from './sports-bet-limits.service';
import { newBetView, replayedOf, type BettorRow, type Placed } from './sports-bet-placed';
import { lockedSelectionsCte, readLockedBook } from './sports-bet-pricing';
import { usageParams, usageSql, type UsageRow } from '../../responsible/responsible-usage';

export interface PlacementJob {
  memberId: number;
  body: PlaceSportsBetBody;
  fingerprint: string;
}

/** Per job: its result, its refusal, or "place it alone" (the one-slip path decides). */
export type BatchOutcome =
  { kind: 'placed'; placed: Placed } | { kind: 'refused'; error: unknown } | { kind: 'alone' };

/** A twin under one of the batch's keys committed first: the batch is rolled back. */
export class BatchTwinConflict extends Error {
  constructor() {
    super('a key of the batch was used by a request that committed first');
  }
}

interface JobRow extends BettorRow {
  ord: number;
  member_found: number | null;
  shard_account_id: number | null;
  /** How many picks statement 1 share-locked (the CTE runs only when referenced). */
  picked_count: number | null;
  locked: LockedRow[] | null;
  /** The responsible-gambling usage of the batch's members who set anything (or are blocked). */
  rg_usage: UsageRow[] | null;
}

interface LockedRow {
  id: number;
  balance: number;
  member_id: number | null;
}

/**
 * Statement 1, one round trip: every bettor, the bet under its key, its shard and every pick
 * (FOR SHARE), and the bettors' cash and shards locked FOR NO KEY UPDATE in ascending id order
 * (as every ledger writer locks, so batches and single transfers queue, never deadlock).
 */
async function readAndLock(tx: Queryable, jobs: readonly PlacementJob[], now: Date) {
  const ids = [...new Set(jobs.flatMap((j) => j.body.picks.map((p) => p.selectionId)))];
  const rows = await tx.query<JobRow>(
    `WITH ${lockedSelectionsCte(3)},
     jobs AS (
       SELECT * FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS j(member_id, key, ord)
     ), rg_usage AS (
       ${usageSql(4)}
     ), locked AS (
       SELECT a.id, a.balance, a.member_id FROM ledger_accounts a
        WHERE (a.kind = 'member_cash' AND a.member_id = ANY($1::bigint[]))
           OR (a.member_id IS NULL AND a.kind = 'bets_pending' AND a.currency = 'KRW'
               AND a.shard IN (SELECT DISTINCT (m % ${BETS_PENDING_SHARDS})::smallint
                                 FROM unnest($1::bigint[]) AS m))
        ORDER BY a.id FOR NO KEY UPDATE OF a
     )
     SELECT j.ord, m.id AS member_found, m.level, p.policy, l.min_stake_won, l.max_stake_won,
            l.max_payout_won, l.max_selections, pt.balance AS point, c.id AS cash_account_id,
            b.id AS existing_id, b.request_fingerprint AS existing_fingerprint,
            s.id AS shard_account_id,
            CASE WHEN j.ord = 1 THEN (SELECT count(*) FROM picked) END AS picked_count,
            CASE WHEN j.ord = 1 THEN (SELECT json_agg(locked) FROM locked) END AS locked,
            CASE WHEN j.ord = 1 THEN (SELECT json_agg(rg_usage) FROM rg_usage) END AS rg_usage
       FROM jobs j
       -- Each job's rows by their keys (LATERAL … LIMIT 1: one index probe per job, and no join
       -- order for the planner to search: this statement runs for every batch).
       LEFT JOIN LATERAL (
         SELECT id, level FROM members WHERE id = j.member_id LIMIT 1
       ) m ON TRUE
       LEFT JOIN LATERAL (
         SELECT min_stake_won, max_stake_won, max_payout_won, max_selections
           FROM sports_level_limits WHERE level = m.level LIMIT 1
       ) l ON TRUE
       LEFT JOIN LATERAL (
         SELECT policy FROM sports_odds_policies WHERE member_id = j.member_id LIMIT 1
       ) p ON TRUE
       LEFT JOIN LATERAL (
         SELECT balance FROM ledger_accounts
          WHERE member_id = j.member_id AND kind = 'member_point' LIMIT 1
       ) pt ON TRUE
       LEFT JOIN LATERAL (
         SELECT id FROM ledger_accounts
          WHERE member_id = j.member_id AND kind = 'member_cash' LIMIT 1
       ) c ON TRUE
       LEFT JOIN LATERAL (
         SELECT id, request_fingerprint FROM sports_bets
          WHERE member_id = j.member_id AND idempotency_key = j.key LIMIT 1
       ) b ON TRUE
       LEFT JOIN LATERAL (
         SELECT id FROM ledger_accounts
          WHERE member_id IS NULL AND kind = 'bets_pending' AND currency = 'KRW'
            AND shard = j.member_id % ${BETS_PENDING_SHARDS} LIMIT 1
       ) s ON TRUE
      ORDER BY j.ord`,
    [
      jobs.map((j) => j.memberId),
      jobs.map((j) => j.body.idempotencyKey),
      ids,
      // Only who set anything or is blocked (no sums): those are placed alone.
      ...usageParams(now, { deposit: false, loss: false }),
    ],
    { prepareAs: 'sports_bet_batch_read' },
  );
  const locked = new Map(
    (rows[0]?.locked ?? []).map((r) => [
      Number(r.id),
      { balance: Number(r.balance), memberId: r.member_id === null ? null : Number(r.member_id) },
    ]),
  );
  const limited = new Set((rows[0]?.rg_usage ?? []).map((u) => Number(u.member_id)));
  // The selections' rows were locked above; their state is read after (readLockedBook).
  const book = await readLockedBook(tx, ids);
  return { rows, book, locked, limited };
}

interface Candidate {
  index: number;
  job: PlacementJob;
  row: JobRow;
  plan: BetPlan;
  shardId: number;
}

/** Step 2: each job's own decision; refusals and replays are final, the rest are candidates. */
async function assessJobs(
  tx: Queryable,
  jobs: readonly PlacementJob[],
  now: Date,
  outcomes: BatchOutcome[],
) {
  const { rows, book, locked, limited } = await readAndLock(tx, jobs, now);
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const [index, job] of jobs.entries()) {
    const key = `${job.memberId}:${job.body.idempotencyKey}`;
    if (seen.has(key)) {
      outcomes[index] = { kind: 'alone' }; // the first one decides; this one replays it after
      continue;
    }
    seen.add(key);
    const row = rows[index]!;
    try {
      if (row.member_found === null) throw new AppError(404, 'MEMBER_NOT_FOUND');
      if (row.existing_id !== null) {
        outcomes[index] = { kind: 'placed', placed: replayedOf(row, job.fingerprint) };
        continue;
      }
      const limits = limitsFromRow(row);
      const plan = assessSlip(job.body, book, limits, row.policy ?? 'none', now.getTime());
      if (row.cash_account_id === null) throw new Error(`member ${job.memberId} has no cash`);
      const shardId = row.shard_account_id ?? (await firstUseOfShard(tx, job.memberId, locked));
      candidates.push({ index, job, row, plan, shardId });
    } catch (error) {
      outcomes[index] = { kind: 'refused', error };
    }
  }
  return { candidates, locked, limited };
}

/**
 * A bets_pending shard nobody has used yet: opened now (our insert holds it until we commit)
 * and added to the locked balances.
 */
async function firstUseOfShard(
  tx: Queryable,
  memberId: number,
  locked: Map<number, { balance: number; memberId: number | null }>,
): Promise<number> {
  const id = await accountId(tx, betsPendingOf(memberId));
  if (!locked.has(id)) {
    const [row] = await tx.query<LockedRow>(
      'SELECT id, balance, member_id FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE',
      [id],
    );
    locked.set(id, { balance: row!.balance, memberId: null });
  }
  return id;
}

/**
 * A member who set a limit or is blocked is placed alone (the one-slip path): the stake gate
 * must read their usage after the member's row lock, which every stake path takes first, so
 * that a stake another path commits meanwhile is counted (stake-gate.ts). Statement 1's read
 * cannot: it waited for the batch's locks on a snapshot taken before them. Members who set
 * nothing, nearly all, stay in the batch; the gate has nothing to refuse them.
 */
function limitedGoAlone(
  candidates: Candidate[],
  limited: ReadonlySet<number>,
  outcomes: BatchOutcome[],
): Candidate[] {
  return candidates.filter((c) => {
    if (!limited.has(c.job.memberId)) return true;
    outcomes[c.index] = { kind: 'alone' };
    return false;
  });
}

/** Step 3: each member's locked cash, in arrival order; a slip it no longer covers is refused. */
function coveredByCash(
  candidates: Candidate[],
  locked: Map<number, { balance: number }>,
  outcomes: BatchOutcome[],
): Candidate[] {
  const cash = new Map<number, number>();
  const covered: Candidate[] = [];
  for (const c of candidates) {
    const id = c.row.cash_account_id as number;
    const left = cash.get(id) ?? locked.get(id)?.balance ?? 0;
    if (left < c.plan.stakeWon) {
      outcomes[c.index] = { kind: 'refused', error: new AppError(409, 'INSUFFICIENT_BALANCE') };
      continue;
    }
    cash.set(id, left - c.plan.stakeWon);
    covered.push(c);
  }
  return covered;
}

/**
 * Decides and writes a batch inside `tx`; returns one outcome per job, in order. Throws
 * BatchTwinConflict (roll back, place each alone) when a key was taken by a committed twin.
 */
export async function placeBatchIn(
  tx: Queryable,
  jobs: readonly PlacementJob[],
  now: Date,
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = new Array<BatchOutcome>(jobs.length);
  const assessed = await assessJobs(tx, jobs, now, outcomes);
  const candidates = limitedGoAlone(assessed.candidates, assessed.limited, outcomes);
  const covered = coveredByCash(candidates, assessed.locked, outcomes);
  if (covered.length === 0) return outcomes;

  const inserted = await insertBetsWithLegs(
    tx,
    covered.map(({ job, plan }) => ({ ...job, plan })),
    now,
  );
  if (inserted.some((bet) => bet === null)) throw new BatchTwinConflict();

  // Last, as in a single placement: the stake transfers, member cash → the member's shard.
  const moved = await writeLockedTransfers(
    tx,
    covered.map((c, i) => ({
      idempotencyKey: `sports-stake:${inserted[i]!.id}`,
      kind: 'sports_stake',
      reference: `sports-bet:${inserted[i]!.id}`,
      fromId: c.row.cash_account_id as number,
      toId: c.shardId,
      amount: c.plan.stakeWon,
    })),
    assessed.locked,
  );
  covered.forEach((c, i) => {
    const bet = newBetView(c.job.memberId, c.job.body, c.plan, inserted[i]!, now);
    const emoney = moved.fromBalancesAfter[i]!;
    outcomes[c.index] = { kind: 'placed', placed: { bet, emoney, point: c.row.point ?? 0 } };
  });
  return outcomes;
}
