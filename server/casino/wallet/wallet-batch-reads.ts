/**
 * Everything a batch of wallet money calls needs to decide them (wallet-batch.ts), read in three
 * round trips however many calls it holds:
 *   1. the members the calls name (a bet's launch, a win's or rollback's bet), locked FOR UPDATE
 *      in ascending id order — the member lock every area that moves a member's money takes
 *      (server/member/member-lock.ts) — with the columns that can bar them (casino-access.ts);
 *   2. their cash and the provider's house rows they use (casino-house.ts), locked FOR NO KEY
 *      UPDATE in ascending account id order, as every ledger writer locks accounts, with the
 *      balances the batch's movements start from;
 *   3. the launches the tokens name (game, expiry, session, statuses) and the provider
 *      transactions the calls name (their own ids, the bets they reference, tombstones), as JSON
 *      in one statement, read under the locks so nothing of those members moves meanwhile.
 * A member the rows do not name yet (a bet committed after step 1) is not locked here; its calls
 * go the general way (wallet-batch-decide.ts), which locks it as a single call would.
 */
import type { Queryable } from '../../platform/db/db';
import type { AccessRow } from '../casino-access';
import { houseShardOf } from '../casino-house';
import type { MoneyJob } from './wallet-batch.types';
import type { RoundFacts } from './casino-round-lifecycle';
import {
  ROUND_FACT_COLUMNS,
  tokenHash,
  type LaunchRow,
  type StoredTransaction,
} from './wallet-records';

/** A locked member with the columns that can bar them (casino-access.ts AccessRow). */
export type LockedMember = Pick<
  AccessRow,
  | 'blocked'
  | 'withdrawal_type'
  | 'type'
  | 'role'
  | 'tendency'
  | 'disable_casino_flag'
  | 'disable_slot_flag'
> & { id: number; nickname: string };

/** A launch as a bet needs it, with the game's and provider's status for the access rule. */
export type BatchLaunch = LaunchRow &
  Pick<AccessRow, 'game_status' | 'provider_status' | 'site_maintenance'>;

export interface MemberCashAccount {
  accountId: number;
  point: number;
}

export interface BatchReads {
  members: Map<number, LockedMember>;
  /** Each locked member's cash account (its balance is in `balances`). */
  cash: Map<number, MemberCashAccount>;
  /** The provider's house account of each shard used (houseShardOf). */
  houses: Map<number, number>;
  /** Locked balances by account id, as writeLockedTransfers takes and advances them. */
  balances: Map<number, { balance: number; memberId: number | null }>;
  launches: Map<string, BatchLaunch>;
  /** Provider transactions by transaction_uuid. */
  transactions: Map<string, StoredTransaction>;
  /** Bet ids a rollback that came first has spent (a tombstone references them). */
  tombstoned: Set<string>;
  /** The rounds the batch's bets name that exist already, by roundKey (the lifecycle's facts). */
  rounds: Map<string, RoundFacts>;
}

/** A member's round by the provider's round id. */
export const roundKey = (memberId: number, roundRef: string): string => `${memberId}:${roundRef}`;

const tokenHashOf = (job: MoneyJob): string | null =>
  job.call.body.token === '' ? null : tokenHash(job.call.body.token);
const roundRefOf = (job: MoneyJob): string | null =>
  job.call.endpoint === 'transaction/bet' ? job.call.body.round : null;
const referenceOf = (job: MoneyJob): string | null =>
  job.call.endpoint === 'transaction/bet' ? null : job.call.body.reference_transaction_uuid;

async function lockMembers(tx: Queryable, providerId: number, jobs: readonly MoneyJob[]) {
  return tx.query<LockedMember>(
    `WITH jobs AS (
       SELECT * FROM unnest($1::text[], $2::text[]) AS j(token_hash, reference_uuid)
     ), wanted AS (
       SELECT l.member_id FROM jobs j JOIN casino_launches l ON l.token_hash = j.token_hash
       UNION
       SELECT t.member_id FROM jobs j
         JOIN casino_transactions t
           ON t.provider_id = $3 AND t.transaction_uuid = j.reference_uuid
     )
     SELECT m.id, m.nickname, m.blocked, m.withdrawal_type, m.type, m.role, m.tendency,
            m.disable_casino_flag, m.disable_slot_flag
       FROM members m
      WHERE m.id IN (SELECT member_id FROM wanted)
      ORDER BY m.id
        FOR UPDATE OF m`,
    [jobs.map(tokenHashOf), jobs.map(referenceOf), providerId],
    { prepareAs: 'casino_wallet_batch_lock_members' },
  );
}

interface AccountRow {
  id: number;
  kind: 'member_cash' | 'casino_house';
  member_id: number | null;
  shard: number;
  balance: number;
  point: number | null;
}

async function lockAccounts(tx: Queryable, memberIds: number[], shards: number[]) {
  return tx.query<AccountRow>(
    `SELECT a.id, a.kind, a.member_id, a.shard, a.balance,
            (SELECT p.balance FROM ledger_accounts p
              WHERE p.member_id = a.member_id AND p.kind = 'member_point') AS point
       FROM ledger_accounts a
      WHERE (a.kind = 'member_cash' AND a.member_id = ANY($1::bigint[]))
         OR (a.member_id IS NULL AND a.kind = 'casino_house' AND a.currency = 'KRW'
             AND a.shard = ANY($2::smallint[]))
      ORDER BY a.id
        FOR NO KEY UPDATE OF a`,
    [memberIds, shards],
    { prepareAs: 'casino_wallet_batch_lock_accounts' },
  );
}

type JsonRound = Pick<StoredTransaction, 'member_id' | 'round_decision' | 'round_has_win'> & {
  round_ref: string;
  round_status: RoundFacts['status'];
};

type JsonLaunch = Omit<BatchLaunch, 'expires_at'> & { token_hash: string; expires_at: string };

/** Launches and transactions in one round trip (two result sets as two JSON columns). */
async function readRows(
  tx: Queryable,
  providerId: number,
  tokenHashes: string[],
  uuids: string[],
  betUuids: string[],
  betRounds: { tokenHashes: string[]; roundRefs: string[] },
) {
  const [row] = await tx.query<{
    launches: JsonLaunch[] | null;
    transactions: StoredTransaction[] | null;
    rounds: JsonRound[] | null;
  }>(
    `SELECT
       (SELECT json_agg(x) FROM (
          SELECT l.token_hash, l.member_id, l.game_id, g.game_code, g.provider_id, g.kind,
                 l.expires_at, (s.ended_at IS NOT NULL) AS session_ended,
                 g.status AS game_status, p.status AS provider_status,
                 (SELECT value FROM settings WHERE key = 'siteNoticeFlg') AS site_maintenance
            FROM casino_launches l
            JOIN sessions s ON s.id = l.session_id
            JOIN casino_games g ON g.id = l.game_id
            JOIN casino_providers p ON p.id = g.provider_id
           WHERE l.token_hash = ANY($1::text[])) x) AS launches,
       (SELECT json_agg(x) FROM (
          SELECT t.id, t.transaction_uuid, t.kind, t.reference_transaction_uuid, t.member_id,
                 t.round_id, r.game_id, g.game_code, t.amount, t.body_sha256, t.status,
                 t.tombstone, t.rolled_back, ${ROUND_FACT_COLUMNS}
            FROM casino_transactions t
            LEFT JOIN casino_rounds r ON r.id = t.round_id
            LEFT JOIN casino_games g ON g.id = r.game_id
           WHERE t.provider_id = $2
             AND (t.transaction_uuid = ANY($3::text[])
                  OR (t.reference_transaction_uuid = ANY($4::text[]) AND t.tombstone))) x)
         AS transactions,
       (SELECT json_agg(x) FROM (
          SELECT r.member_id, r.round_ref, ${ROUND_FACT_COLUMNS}
            FROM unnest($5::text[], $6::text[]) AS b(token_hash, round_ref)
            JOIN casino_launches l ON l.token_hash = b.token_hash
            JOIN casino_rounds r
              ON r.provider_id = $2 AND r.round_ref = b.round_ref AND r.member_id = l.member_id) x)
         AS rounds`,
    [tokenHashes, providerId, uuids, betUuids, betRounds.tokenHashes, betRounds.roundRefs],
    { prepareAs: 'casino_wallet_batch_rows' },
  );
  return {
    launches: row?.launches ?? [],
    transactions: row?.transactions ?? [],
    rounds: row?.rounds ?? [],
  };
}

export async function readBatch(
  tx: Queryable,
  providerId: number,
  jobs: readonly MoneyJob[],
): Promise<BatchReads> {
  const members = await lockMembers(tx, providerId, jobs);
  const memberIds = members.map((m) => m.id);
  const shards = [...new Set(memberIds.map((id) => houseShardOf(providerId, id)))];
  const accounts = memberIds.length === 0 ? [] : await lockAccounts(tx, memberIds, shards);

  const tokenHashes = [...new Set(jobs.map(tokenHashOf).filter((h): h is string => h !== null))];
  const uuids = new Set<string>();
  const betUuids: string[] = [];
  for (const job of jobs) {
    uuids.add(job.call.body.transaction_uuid);
    const reference = referenceOf(job);
    if (reference !== null) uuids.add(reference);
    else betUuids.push(job.call.body.transaction_uuid);
  }
  const betRounds = { tokenHashes: [] as string[], roundRefs: [] as string[] };
  for (const job of jobs) {
    const hash = tokenHashOf(job);
    const roundRef = roundRefOf(job);
    if (hash === null || roundRef === null) continue;
    betRounds.tokenHashes.push(hash);
    betRounds.roundRefs.push(roundRef);
  }
  const rows = await readRows(tx, providerId, tokenHashes, [...uuids], betUuids, betRounds);

  const reads: BatchReads = {
    members: new Map(members.map((m) => [m.id, m])),
    cash: new Map(),
    houses: new Map(),
    balances: new Map(),
    launches: new Map(
      rows.launches.map(({ token_hash, expires_at, ...launch }) => [
        token_hash,
        { ...launch, expires_at: new Date(expires_at) },
      ]),
    ),
    transactions: new Map(),
    tombstoned: new Set(),
    rounds: new Map(
      rows.rounds.map((r) => [
        roundKey(r.member_id, r.round_ref),
        {
          status: r.round_status,
          operatorDecision: r.round_decision ?? null,
          hasWin: r.round_has_win === true,
        },
      ]),
    ),
  };
  for (const a of accounts) {
    reads.balances.set(a.id, { balance: a.balance, memberId: a.member_id });
    if (a.kind === 'casino_house') reads.houses.set(a.shard, a.id);
    else if (a.member_id !== null) {
      reads.cash.set(a.member_id, { accountId: a.id, point: a.point ?? 0 });
    }
  }
  for (const t of rows.transactions) {
    if (t.tombstone && t.reference_transaction_uuid !== null) {
      reads.tombstoned.add(t.reference_transaction_uuid);
    }
    reads.transactions.set(t.transaction_uuid, t);
  }
  return reads;
}
