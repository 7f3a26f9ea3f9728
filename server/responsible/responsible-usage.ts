/**
 * What each member has used of their limits, for many members in ONE statement: the limits in force, the block in force, and, over the rolling 24 h / 7 d /
 * 30 d windows ending at `at`,
 *   - deposits: charge requests approved or still pending (wallet_requests.created_at);
 *   - loss: stakes − returns of play in member cash (ledger entries of PLAY_TRANSFER_KINDS, stake-gate-kinds.ts).
 *     An open bet's stake counts at once (its worst case) and its return when it is paid, so a
 *     member cannot stake past the limit on bets that have not settled yet.
 * A window's "resets at" is when its oldest counted deposit or stake leaves it.
 * Members with nothing set come back with no row unless `everyone` (the member's own view):
 * that keeps the money paths' check one cheap statement for the many who set nothing.
 * Ledger entries carry the database's time (now()), not the dev clock: under a stepped clock a
 * window holds the entries of real time before it, which is what the tests' roll-over needs.
 */
import type { ResponsibleLimitKind } from '../../common/contract/responsible.contract';
import type { Queryable } from '../platform/db/db';
import { windowMs } from './responsible-periods';
import { PLAY_TRANSFER_KINDS } from './stake-gate-kinds';

export type WindowKey = '24h' | '7d' | '30d';
export const WINDOW_KEYS: readonly WindowKey[] = ['24h', '7d', '30d'];

export interface WindowUse {
  usedWon: number;
  /** The oldest counted item in the window (null: nothing counted). */
  oldestAt: Date | null;
}

export interface ActiveBlock {
  kind: 'timeOut' | 'selfExclusion';
  endsAt: Date;
  comeBackRequestedAt: Date | null;
}

export interface MemberUsage {
  memberId: number;
  limits: Partial<Record<ResponsibleLimitKind, number>>;
  block: ActiveBlock | null;
  deposit: Record<WindowKey, WindowUse>;
  loss: Record<WindowKey, WindowUse>;
  /** Stakes and returns in the 24-hour window (the view's figures). */
}

export interface UsageRow {
  member_id: number;
  limits: Record<string, number> | null;
  block_kind: 'timeOut' | 'selfExclusion' | null;
  block_ends_at: string | null;
  come_back_requested_at: string | null;
  d24: number | null;
  d7: number | null;
  d30: number | null;
  do24: string | null;
  do7: string | null;
  do30: string | null;
  l24: number | null;
  l7: number | null;
  l30: number | null;
  lo24: string | null;
  lo7: string | null;
  lo30: string | null;
}

/**
 * The block in force at $2 (a timestamptz): a time-out until its end; a self-exclusion until its
 * end AND then until 24 hours after the member asked to come back.
 */
export const ACTIVE_BLOCK_SQL = `(b.ends_at > $2::timestamptz OR (b.kind = 'selfExclusion' AND
   (b.come_back_requested_at IS NULL OR b.come_back_requested_at > $2::timestamptz - interval '24 hours')))`;

/**
 * SQL true when the member `memberColumn` has no time-out or self-exclusion in force at the
 * timestamptz parameter `atParam` (coupons and other offers stop for them).
 */
export function notBlockedSql(memberColumn: string, atParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM rg_blocks b WHERE b.member_id = ${memberColumn} AND
    ${ACTIVE_BLOCK_SQL.replaceAll('$2', atParam)})`;
}

/** The usage statement: $1 the members (bigint[], repeats allowed), $2–$9 as usageParams. */
const USAGE_SQL = `WITH m AS (SELECT DISTINCT unnest($1::bigint[]) AS member_id),
     lim AS (
       SELECT l.member_id, l.kind, l.amount_won FROM rg_limits l JOIN m USING (member_id)
        WHERE l.amount_won IS NOT NULL
     ), blk AS (
       SELECT DISTINCT ON (b.member_id) b.member_id, b.kind, b.ends_at, b.come_back_requested_at
         FROM rg_blocks b JOIN m USING (member_id)
        WHERE ${ACTIVE_BLOCK_SQL}
        ORDER BY b.member_id, b.ends_at DESC
     ), dep_members AS (
       SELECT member_id FROM lim WHERE $6::boolean AND kind LIKE 'deposit%'
       UNION SELECT member_id FROM m WHERE $6::boolean AND $8::boolean
     ), dep AS (
       -- LATERAL per member who needs it: nothing is read for members without a deposit limit.
       SELECT dm.member_id, d.* FROM dep_members dm, LATERAL (
         SELECT SUM(r.amount_won) FILTER (WHERE r.created_at > $3) AS d24,
                SUM(r.amount_won) FILTER (WHERE r.created_at > $4) AS d7,
                SUM(r.amount_won) AS d30,
                MIN(r.created_at) FILTER (WHERE r.created_at > $3) AS do24,
                MIN(r.created_at) FILTER (WHERE r.created_at > $4) AS do7,
                MIN(r.created_at) AS do30
           FROM wallet_requests r
          WHERE r.member_id = dm.member_id AND r.kind = 'charge'
            AND r.status IN ('pending', 'approved') AND r.created_at > $5
       ) d
     ), loss_members AS (
       SELECT member_id FROM lim WHERE $7::boolean AND kind LIKE 'loss%'
       UNION SELECT member_id FROM m WHERE $7::boolean AND $8::boolean
     ), loss AS (
       -- Likewise only for members with a loss limit (or the member's own view).
       SELECT lm.member_id, x.* FROM loss_members lm, LATERAL (
         SELECT SUM(-e.amount) FILTER (WHERE e.created_at > $3) AS l24,
                SUM(-e.amount) FILTER (WHERE e.created_at > $4) AS l7,
                SUM(-e.amount) AS l30,
                MIN(e.created_at) FILTER (WHERE e.amount < 0 AND e.created_at > $3) AS lo24,
                MIN(e.created_at) FILTER (WHERE e.amount < 0 AND e.created_at > $4) AS lo7,
                MIN(e.created_at) FILTER (WHERE e.amount < 0) AS lo30
           FROM ledger_accounts c
           JOIN ledger_entries e ON e.account_id = c.id AND e.created_at > $5
           JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind = ANY($9::text[])
          WHERE c.member_id = lm.member_id AND c.kind = 'member_cash'
       ) x
     )
     SELECT m.member_id,
            (SELECT json_object_agg(lim.kind, lim.amount_won) FROM lim
              WHERE lim.member_id = m.member_id) AS limits,
            blk.kind AS block_kind, blk.ends_at AS block_ends_at, blk.come_back_requested_at,
            dep.d24, dep.d7, dep.d30, dep.do24, dep.do7, dep.do30,
            loss.l24, loss.l7, loss.l30, loss.lo24, loss.lo7, loss.lo30
       FROM m
       LEFT JOIN blk ON blk.member_id = m.member_id
       LEFT JOIN dep ON dep.member_id = m.member_id
       LEFT JOIN loss ON loss.member_id = m.member_id
      WHERE $8::boolean OR blk.member_id IS NOT NULL
         OR EXISTS (SELECT 1 FROM lim WHERE lim.member_id = m.member_id)`;

export interface UsageNeed {
  deposit: boolean;
  loss: boolean;
  /** Sums for every member given (the member's own view), not only those with a limit. */
  everyone?: boolean;
}

/**
 * The usage statement with its parameters from `$first` on ($1 stays the members' bigint[]), to
 * be a CTE of another statement: the sports batch reads in its first statement which of its
 * members set anything, to place those alone (sports-bet-batch.ts).
 */
export function usageSql(first: number): string {
  return USAGE_SQL.replace(/\$(\d+)/g, (whole, n: string) =>
    n === '1' ? whole : `$${Number(n) - 2 + first}`,
  );
}

/** The values of $2–$9 of the usage statement, in order. */
export function usageParams(at: Date, need: UsageNeed): unknown[] {
  const since = (kind: ResponsibleLimitKind) =>
    new Date(at.getTime() - windowMs(kind)).toISOString();
  return [
    at.toISOString(),
    since('deposit24h'),
    since('deposit7d'),
    since('deposit30d'),
    need.deposit,
    need.loss,
    need.everyone ?? false,
    PLAY_TRANSFER_KINDS,
  ];
}

/** Rows of the usage statement (or their json_agg) by member. */
export function usageByMember(rows: readonly UsageRow[] | null): Map<number, MemberUsage> {
  return new Map((rows ?? []).map((row) => [Number(row.member_id), usageOf(row)]));
}

/**
 * Usage of these members at `at`. `need`: which sums to compute — only for members with a limit
 * of that family, or for every member given when `everyone`.
 */
export async function readUsage(
  q: Queryable,
  memberIds: readonly number[],
  at: Date,
  need: UsageNeed,
): Promise<Map<number, MemberUsage>> {
  const rows = await q.query<UsageRow>(USAGE_SQL, [memberIds, ...usageParams(at, need)], {
    prepareAs: 'responsible_usage',
  });
  return usageByMember(rows);
}

const num = (v: number | string | null): number => (v === null ? 0 : Number(v));
const time = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

function usageOf(row: UsageRow): MemberUsage {
  const limits: MemberUsage['limits'] = {};
  for (const [kind, amount] of Object.entries(row.limits ?? {})) {
    limits[kind as ResponsibleLimitKind] = Number(amount);
  }
  return {
    memberId: Number(row.member_id),
    limits,
    block:
      row.block_kind === null
        ? null
        : {
            kind: row.block_kind,
            endsAt: new Date(row.block_ends_at!),
            comeBackRequestedAt: time(row.come_back_requested_at),
          },
    deposit: {
      '24h': { usedWon: num(row.d24), oldestAt: time(row.do24) },
      '7d': { usedWon: num(row.d7), oldestAt: time(row.do7) },
      '30d': { usedWon: num(row.d30), oldestAt: time(row.do30) },
    },
    loss: {
      '24h': { usedWon: num(row.l24), oldestAt: time(row.lo24) },
      '7d': { usedWon: num(row.l7), oldestAt: time(row.lo7) },
      '30d': { usedWon: num(row.l30), oldestAt: time(row.lo30) },
    },
  };
}

/** The window of a deposit or loss limit kind. */
export function windowOf(kind: ResponsibleLimitKind): WindowKey | null {
  if (kind.endsWith('24h')) return '24h';
  if (kind.endsWith('7d')) return '7d';
  if (kind.endsWith('30d')) return '30d';
  return null;
}
