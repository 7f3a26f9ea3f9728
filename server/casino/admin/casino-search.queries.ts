/**
 * The operator's searches over the casino books (rounds and wallet
 * transactions by member, provider, game, date and status, with each call's request and answer).
 * Newest first, 15 a page (spec §9); days are Seoul days, both ends inclusive.
 */
import type { z } from 'zod';
import type {
  AdminCasinoCall,
  AdminCasinoRound,
  AdminCasinoTransaction,
  adminCasinoCallsQuerySchema,
  adminCasinoRoundsQuerySchema,
  adminCasinoTransactionsQuerySchema,
} from '../../../common/contract/casino-admin.contract';
import type { Db } from '../../platform/db/db';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import { seoulDayRange } from '../../platform/lib/seoul-day';

type RoundsQuery = z.output<typeof adminCasinoRoundsQuerySchema>;
type TransactionsQuery = z.output<typeof adminCasinoTransactionsQuerySchema>;
type CallsQuery = z.output<typeof adminCasinoCallsQuerySchema>;

/** WHERE clauses and their parameters, numbered as they are added. */
class Filter {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  add(sql: (param: string) => string, value: unknown): void {
    if (value === undefined) return;
    this.params.push(value);
    this.clauses.push(sql(`$${this.params.length}`));
  }

  /** from/to as Seoul days: [start of `from`, start of the day after `to`). */
  days(column: string, from: string | undefined, to: string | undefined): void {
    if (from) this.add((p) => `${column} >= ${p}::timestamptz`, seoulDayRange(from).from);
    if (to) this.add((p) => `${column} < ${p}::timestamptz`, seoulDayRange(to).to);
  }

  get sql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** A member typed by the operator: their user id or nickname, case-insensitive. */
const memberMatch = (column: string) => (p: string) =>
  `${column} IN (SELECT id FROM members WHERE lower(user_id) = lower(${p}) OR lower(nickname) = lower(${p}))`;

async function paged<T>(
  db: Db,
  select: string,
  from: string,
  filter: Filter,
  order: string,
  page: number,
) {
  const { limit, offset } = pageWindow(page);
  const [items, total] = await Promise.all([
    db.query<T>(
      `SELECT ${select} FROM ${from} ${filter.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      filter.params,
    ),
    db.query<{ count: number }>(
      `SELECT count(*) AS count FROM ${from} ${filter.sql}`,
      filter.params,
    ),
  ]);
  return pageOfRows(items, page, countFrom(total));
}

export const ROUND_COLUMNS = `r.id, p.name AS "providerName", r.round_ref AS "roundRef",
  r.member_id AS "memberId", m.user_id AS "memberUserId", m.nickname AS "memberNickname",
  r.game_id AS "gameId", g.name AS "gameName", r.kind, r.stake, r.win, r.status,
  r.opened_at AS "openedAt", r.closed_at AS "closedAt"`;
export const ROUND_TABLES = `casino_rounds r
  JOIN casino_providers p ON p.id = r.provider_id
  JOIN casino_games g ON g.id = r.game_id
  JOIN members m ON m.id = r.member_id`;

export class CasinoSearchQueries {
  constructor(private readonly db: Db) {}

  rounds(query: RoundsQuery) {
    const filter = new Filter();
    filter.add(memberMatch('r.member_id'), query.member);
    filter.add((p) => `r.provider_id = ${p}`, query.providerId);
    filter.add((p) => `r.game_id = ${p}`, query.gameId);
    filter.add((p) => `r.status = ${p}`, query.status);
    filter.days('r.opened_at', query.from, query.to);
    return paged<AdminCasinoRound>(
      this.db,
      ROUND_COLUMNS,
      ROUND_TABLES,
      filter,
      'r.id DESC',
      query.page,
    );
  }

  transactions(query: TransactionsQuery) {
    const filter = new Filter();
    filter.add(memberMatch('t.member_id'), query.member);
    filter.add((p) => `t.provider_id = ${p}`, query.providerId);
    // Either id of the pair: a bet's own id finds its win and rollback too.
    filter.add(
      (p) => `(t.transaction_uuid = ${p} OR t.reference_transaction_uuid = ${p})`,
      query.transactionUuid,
    );
    filter.add((p) => `t.kind = ${p}`, query.kind);
    filter.days('t.created_at', query.from, query.to);
    return paged<AdminCasinoTransaction>(
      this.db,
      `t.id, p.name AS "providerName", t.transaction_uuid AS "transactionUuid",
       t.reference_transaction_uuid AS "referenceTransactionUuid", t.kind,
       t.member_id AS "memberId", m.user_id AS "memberUserId", r.round_ref AS "roundRef",
       t.amount, t.status, t.balance_after AS "balanceAfter", t.tombstone,
       t.rolled_back AS "rolledBack", t.created_at AS "createdAt"`,
      `casino_transactions t
        JOIN casino_providers p ON p.id = t.provider_id
        JOIN members m ON m.id = t.member_id
        LEFT JOIN casino_rounds r ON r.id = t.round_id`,
      filter,
      't.id DESC',
      query.page,
    );
  }

  calls(query: CallsQuery) {
    const filter = new Filter();
    // A call names no member itself: its transaction does (calls that moved nothing have none).
    filter.add(
      (p) => `EXISTS (SELECT 1 FROM casino_transactions t
                 WHERE t.provider_id = c.provider_id AND t.transaction_uuid = c.transaction_uuid
                   AND ${memberMatch('t.member_id')(p)})`,
      query.member,
    );
    filter.add((p) => `c.provider_id = ${p}`, query.providerId);
    filter.add((p) => `c.transaction_uuid = ${p}`, query.transactionUuid);
    filter.add((p) => `c.status = ${p}`, query.status);
    filter.days('c.created_at', query.from, query.to);
    return paged<AdminCasinoCall>(
      this.db,
      `c.id, p.name AS "providerName", c.endpoint, c.request_uuid AS "requestUuid",
       c.transaction_uuid AS "transactionUuid", c.signature_ok AS "signatureOk", c.status,
       c.request_body AS "requestBody", c.response_body AS "responseBody",
       c.duration_us AS "durationUs", c.created_at AS "createdAt"`,
      `casino_calls c LEFT JOIN casino_providers p ON p.id = c.provider_id`,
      filter,
      'c.id DESC',
      query.page,
    );
  }
}
