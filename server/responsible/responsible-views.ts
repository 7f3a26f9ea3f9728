/**
 * The rows of server/responsible as the contract shows them (common/contract/responsible.contract.ts):
 * limits with what is used and left, blocks, history.
 */
import {
  COME_BACK_WAIT_HOURS,
  RESPONSIBLE_LIMIT_KINDS,
  type RealityCheckInterval,
  type ResponsibleBlockView,
  type ResponsibleHistoryRow,
  type ResponsibleLimitKind,
  type ResponsibleLimitView,
} from '../../common/contract/responsible.contract';
import type { Queryable } from '../platform/db/db';
import { HOUR_MS, windowMs } from './responsible-periods';
import { readUsage, windowOf, type MemberUsage } from './responsible-usage';

export const iso = (v: string | Date): string => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null): string | null => (v === null ? null : iso(v));

interface LimitRow {
  kind: ResponsibleLimitKind;
  amount_won: number | null;
  has_pending: boolean;
  pending_amount_won: number | null;
  pending_requested_at: string | null;
  pending_effective_at: string | null;
}

export async function readLimitRows(q: Queryable, memberId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(
    `SELECT kind, amount_won, has_pending, pending_amount_won, pending_requested_at,
            pending_effective_at FROM rg_limits WHERE member_id = $1`,
    [memberId],
  );
}

/** The seven limits, in the contract's order, each with its use in its window at `at`. */
export function limitViews(
  rows: readonly LimitRow[],
  usage: MemberUsage | undefined,
  at: Date,
): ResponsibleLimitView[] {
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return RESPONSIBLE_LIMIT_KINDS.map((kind) => {
    const row = byKind.get(kind);
    const amountWon = row?.amount_won === null || row === undefined ? null : Number(row.amount_won);
    const windowKey = windowOf(kind);
    const use =
      windowKey === null || !usage
        ? null
        : kind.startsWith('deposit')
          ? usage.deposit[windowKey]
          : usage.loss[windowKey];
    const usedWon = windowKey === null ? null : Math.max(0, use?.usedWon ?? 0);
    return {
      kind,
      amountWon,
      pending: row?.has_pending
        ? {
            amountWon: row.pending_amount_won === null ? null : Number(row.pending_amount_won),
            requestedAt: iso(row.pending_requested_at!),
            effectiveAt: iso(row.pending_effective_at!),
            awaitingConfirmation: new Date(row.pending_effective_at!).getTime() <= at.getTime(),
          }
        : null,
      usedWon,
      leftWon: amountWon === null || usedWon === null ? null : Math.max(0, amountWon - usedWon),
      resetsAt:
        use?.oldestAt && use.usedWon > 0
          ? iso(new Date(use.oldestAt.getTime() + windowMs(kind)))
          : null,
    };
  });
}

/** A member's limits as shown to them or to an operator. */
export async function memberLimitViews(q: Queryable, memberId: number, at: Date) {
  const [rows, usage] = await Promise.all([
    readLimitRows(q, memberId),
    readUsage(q, [memberId], at, { deposit: true, loss: true, everyone: true }),
  ]);
  return limitViews(rows, usage.get(memberId), at);
}

export async function readSettings(q: Queryable, memberId: number) {
  const [row] = await q.query<{ reality_check_min: number; session_limit_min: number | null }>(
    'SELECT reality_check_min, session_limit_min FROM rg_settings WHERE member_id = $1',
    [memberId],
  );
  return {
    realityCheckMin: (row?.reality_check_min ?? 0) as RealityCheckInterval,
    sessionLimitMin: row?.session_limit_min ?? null,
  };
}

interface BlockRow {
  id: number;
  kind: 'timeOut' | 'selfExclusion';
  period: string;
  started_at: string;
  ends_at: string;
  source: 'member' | 'operator';
  come_back_requested_at: string | null;
}

export function blockView(row: BlockRow, at: Date): ResponsibleBlockView {
  const comeBackAt =
    row.come_back_requested_at === null
      ? null
      : new Date(new Date(row.come_back_requested_at).getTime() + COME_BACK_WAIT_HOURS * HOUR_MS);
  const ends = new Date(row.ends_at).getTime();
  const active =
    ends > at.getTime() ||
    (row.kind === 'selfExclusion' && (comeBackAt === null || comeBackAt.getTime() > at.getTime()));
  return {
    id: Number(row.id),
    kind: row.kind,
    period: row.period as ResponsibleBlockView['period'],
    startedAt: iso(row.started_at),
    endsAt: iso(row.ends_at),
    source: row.source,
    comeBackRequestedAt: isoOrNull(row.come_back_requested_at),
    comeBackAt: comeBackAt === null ? null : comeBackAt.toISOString(),
    active,
  };
}

/** Every block of a member, newest end first. */
export async function readBlocks(
  q: Queryable,
  memberId: number,
  at: Date,
): Promise<ResponsibleBlockView[]> {
  const rows = await q.query<BlockRow>(
    `SELECT id, kind, period, started_at, ends_at, source, come_back_requested_at
       FROM rg_blocks WHERE member_id = $1 ORDER BY ends_at DESC, id DESC`,
    [memberId],
  );
  return rows.map((row) => blockView(row, at));
}

interface HistoryDbRow {
  id: number;
  at: string;
  action: ResponsibleHistoryRow['action'];
  source: ResponsibleHistoryRow['source'];
  limit_kind: ResponsibleLimitKind | null;
  before: number | null;
  after: number | null;
  until: string | null;
  note: string;
}

export function historyRow(row: HistoryDbRow): ResponsibleHistoryRow {
  return {
    id: Number(row.id),
    at: iso(row.at),
    action: row.action,
    source: row.source,
    limitKind: row.limit_kind,
    before: row.before === null ? null : Number(row.before),
    after: row.after === null ? null : Number(row.after),
    until: isoOrNull(row.until),
    note: row.note,
  };
}

export const HISTORY_COLUMNS = 'id, at, action, source, limit_kind, before, after, until, note';
export type { HistoryDbRow };

export interface HistoryInput {
  memberId: number;
  at: Date;
  action: ResponsibleHistoryRow['action'];
  source: ResponsibleHistoryRow['source'];
  actorId?: number | null;
  limitKind?: ResponsibleLimitKind | null;
  before?: number | null;
  after?: number | null;
  until?: Date | null;
  note?: string;
}

/** Records one change, with its time and its source: every change of a limit or block is kept. */
export async function writeHistory(q: Queryable, h: HistoryInput): Promise<void> {
  await q.query(
    `INSERT INTO rg_history (member_id, at, action, source, actor_id, limit_kind, before, after, until, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      h.memberId,
      h.at.toISOString(),
      h.action,
      h.source,
      h.actorId ?? null,
      h.limitKind ?? null,
      h.before ?? null,
      h.after ?? null,
      h.until ? h.until.toISOString() : null,
      h.note ?? '',
    ],
  );
}
