/**
 * The rows a wallet call reads and writes (migration 022): launches by token, the member's cash
 * under the member lock, the provider transactions and the member's rounds. Statements only; the
 * rules are in the bet, win and rollback use-cases.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import { roundStateOf, type RoundFacts, type RoundState } from './casino-round-lifecycle';

export type GameKind = 'casino' | 'slot';

export interface LaunchRow {
  member_id: number;
  game_id: number;
  game_code: string;
  provider_id: number;
  kind: GameKind;
  expires_at: Date;
  session_ended: boolean;
}

/** casino_launches.token_hash is the hex SHA-256 of the token string (docs/casino-wallet.md). */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export async function launchByToken(q: Queryable, token: string): Promise<LaunchRow | null> {
  if (token === '') return null;
  const [row] = await q.query<LaunchRow>(
    `SELECT l.member_id, l.game_id, g.game_code, g.provider_id, g.kind, l.expires_at,
            (s.ended_at IS NOT NULL) AS session_ended
       FROM casino_launches l
       JOIN sessions s ON s.id = l.session_id
       JOIN casino_games g ON g.id = l.game_id
      WHERE l.token_hash = $1`,
    [tokenHash(token)],
    { prepareAs: 'casino_wallet_launch' },
  );
  return row ?? null;
}

/**
 * A bet's launch and its member's lock and cash in one round trip (lockMemberCash's lock, taken
 * through the token): a bet needs all three, and every round trip of a call is time under load.
 */
export async function lockLaunchMember(
  q: Queryable,
  token: string,
): Promise<{ launch: LaunchRow; cash: MemberCash } | null> {
  if (token === '') return null;
  const [row] = await q.query<LaunchRow & CashRow>(
    `SELECT l.member_id, l.game_id, g.game_code, g.provider_id, g.kind, l.expires_at,
            (s.ended_at IS NOT NULL) AS session_ended, ${CASH_COLUMNS}
       FROM casino_launches l
       JOIN sessions s ON s.id = l.session_id
       JOIN casino_games g ON g.id = l.game_id
       JOIN members m ON m.id = l.member_id
       JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'member_cash'
       LEFT JOIN ledger_accounts p ON p.member_id = m.id AND p.kind = 'member_point'
      WHERE l.token_hash = $1
        FOR UPDATE OF m`,
    [tokenHash(token)],
    { prepareAs: 'casino_wallet_lock_launch' },
  );
  return row ? { launch: row, cash: cashOf(row) } : null;
}

/** Bets need a live token: not past its expiry and its login session not ended. */
export const launchIsLive = (launch: LaunchRow, now: Date): boolean =>
  !launch.session_ended && new Date(launch.expires_at).getTime() > now.getTime();

export interface MemberCash {
  cashAccountId: number;
  balance: number;
  /** Points never move in a wallet call: read here so the balance event needs no query. */
  point: number;
  nickname: string;
}

interface CashRow {
  cash_id: number;
  balance: number;
  point: number | null;
  nickname: string;
}
const CASH_COLUMNS = 'a.id AS cash_id, a.balance, p.balance AS point, m.nickname';
const CASH_FROM = `FROM members m
  JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'member_cash'
  LEFT JOIN ledger_accounts p ON p.member_id = m.id AND p.kind = 'member_point'`;
const cashOf = (row: CashRow): MemberCash => ({
  cashAccountId: row.cash_id,
  balance: row.balance,
  point: row.point ?? 0,
  nickname: row.nickname,
});

/**
 * Takes the member's row lock (the same FOR UPDATE every area that moves a member's money takes,
 * server/member/member-lock.ts) and reads their cash in the same round trip. Every wallet money
 * call of a member runs after it, so a bet and a rollback of it, or twenty copies of one bet,
 * queue instead of interleaving.
 */
export async function lockMemberCash(q: Queryable, memberId: number): Promise<MemberCash | null> {
  const [row] = await q.query<CashRow>(
    `SELECT ${CASH_COLUMNS} ${CASH_FROM} WHERE m.id = $1 FOR UPDATE OF m`,
    [memberId],
    { prepareAs: 'casino_wallet_lock_member' },
  );
  return row ? cashOf(row) : null;
}

export async function readMemberCash(q: Queryable, memberId: number): Promise<MemberCash | null> {
  const [row] = await q.query<CashRow>(`SELECT ${CASH_COLUMNS} ${CASH_FROM} WHERE m.id = $1`, [
    memberId,
  ]);
  return row ? cashOf(row) : null;
}

export interface StoredTransaction {
  id: number;
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  reference_transaction_uuid: string | null;
  member_id: number;
  round_id: number | null;
  game_id: number | null;
  game_code: string | null;
  amount: number;
  body_sha256: string;
  status: string;
  tombstone: boolean;
  rolled_back: boolean;
  /** The round's row as the lifecycle reads it (casino-round-lifecycle.ts); null without one. */
  round_status: RoundFacts['status'] | null;
  round_decision: RoundFacts['operatorDecision'];
  round_has_win: boolean | null;
}

/** Whether a round paid a win: its win sum, or a win call of it (a win of 0 still counts). */
const ROUND_HAS_WIN = `(r.win > 0 OR EXISTS (SELECT 1 FROM casino_transactions w
  WHERE w.round_id = r.id AND w.kind = 'win'))`;

/** The round columns of a transaction row (r: its casino_rounds row). */
export const ROUND_FACT_COLUMNS = `r.status AS round_status, r.operator_decision AS round_decision,
  ${ROUND_HAS_WIN} AS round_has_win`;

const TRANSACTION_COLUMNS = `t.id, t.transaction_uuid, t.kind, t.reference_transaction_uuid, t.member_id, t.round_id,
  r.game_id, g.game_code, t.amount, t.body_sha256, t.status, t.tombstone, t.rolled_back,
  ${ROUND_FACT_COLUMNS}`;

/** The round a stored transaction belongs to, as the lifecycle's facts (null: none). */
export const roundFactsOf = (t: StoredTransaction): RoundFacts | null =>
  t.round_id === null || t.round_status === null
    ? null
    : {
        status: t.round_status,
        operatorDecision: t.round_decision ?? null,
        hasWin: t.round_has_win === true,
      };

/** The lifecycle state of the round a win or rollback names through its bet. */
export const stateOfBetRound = (bet: StoredTransaction): RoundState =>
  roundStateOf(roundFactsOf(bet), bet.rolled_back);

/** A member's round by the provider's round id, as the lifecycle's facts (null: none yet). */
export async function roundFactsByRef(
  q: Queryable,
  providerId: number,
  roundRef: string,
  memberId: number,
): Promise<RoundFacts | null> {
  const [row] = await q.query<{
    round_status: RoundFacts['status'];
    round_decision: RoundFacts['operatorDecision'];
    round_has_win: boolean;
  }>(
    `SELECT ${ROUND_FACT_COLUMNS} FROM casino_rounds r
      WHERE r.provider_id = $1 AND r.round_ref = $2 AND r.member_id = $3`,
    [providerId, roundRef, memberId],
    { prepareAs: 'casino_wallet_round_facts' },
  );
  return row
    ? { status: row.round_status, operatorDecision: row.round_decision, hasWin: row.round_has_win }
    : null;
}

export async function transactionByUuid(
  q: Queryable,
  providerId: number,
  uuid: string,
): Promise<StoredTransaction | null> {
  const [row] = await q.query<StoredTransaction>(
    `SELECT ${TRANSACTION_COLUMNS}
       FROM casino_transactions t
       LEFT JOIN casino_rounds r ON r.id = t.round_id
       LEFT JOIN casino_games g ON g.id = r.game_id
      WHERE t.provider_id = $1 AND t.transaction_uuid = $2`,
    [providerId, uuid],
    { prepareAs: 'casino_wallet_tx_by_uuid' },
  );
  return row ?? null;
}

/** Both transactions (a call's own id and the one it references) in one round trip. */
export async function transactionPair(
  q: Queryable,
  providerId: number,
  ownUuid: string,
  referenceUuid: string,
): Promise<{ own: StoredTransaction | null; reference: StoredTransaction | null }> {
  const rows = await q.query<StoredTransaction>(
    `SELECT ${TRANSACTION_COLUMNS}
       FROM casino_transactions t
       LEFT JOIN casino_rounds r ON r.id = t.round_id
       LEFT JOIN casino_games g ON g.id = r.game_id
      WHERE t.provider_id = $1 AND t.transaction_uuid IN ($2, $3)`,
    [providerId, ownUuid, referenceUuid],
    { prepareAs: 'casino_wallet_tx_pair' },
  );
  const find = (uuid: string) => rows.find((row) => row.transaction_uuid === uuid) ?? null;
  return { own: find(ownUuid), reference: find(referenceUuid) };
}

/**
 * What a bet's id already names, in one round trip: a transaction under it (a repeat or a
 * changed body), or the tombstone of a rollback that came first.
 */
export async function betIdUse(
  q: Queryable,
  providerId: number,
  betUuid: string,
): Promise<{ stored: StoredTransaction | null; tombstoned: boolean }> {
  const rows = await q.query<StoredTransaction>(
    `SELECT ${TRANSACTION_COLUMNS}
       FROM casino_transactions t
       LEFT JOIN casino_rounds r ON r.id = t.round_id
       LEFT JOIN casino_games g ON g.id = r.game_id
      WHERE t.provider_id = $1
        AND (t.transaction_uuid = $2 OR (t.reference_transaction_uuid = $2 AND t.tombstone))`,
    [providerId, betUuid],
    { prepareAs: 'casino_wallet_bet_id_use' },
  );
  return {
    stored: rows.find((row) => row.transaction_uuid === betUuid) ?? null,
    tombstoned: rows.some((row) => row.tombstone && row.transaction_uuid !== betUuid),
  };
}

export async function markRolledBack(q: Queryable, transactionId: number): Promise<void> {
  await q.query('UPDATE casino_transactions SET rolled_back = TRUE WHERE id = $1', [transactionId]);
}

export interface NewTransaction {
  providerId: number;
  transactionUuid: string;
  kind: 'bet' | 'win' | 'rollback';
  referenceUuid: string | null;
  memberId: number;
  roundId: number | null;
  amount: number;
  bodySha256: string;
  balanceAfter: number;
  ledgerTransferId: number | null;
  tombstone: boolean;
  at: Date;
}

/** Only RS_OK calls are kept as transactions (refused ones are judged again when retried). */
export async function insertTransaction(q: Queryable, t: NewTransaction): Promise<void> {
  await q.query(
    `INSERT INTO casino_transactions
       (provider_id, transaction_uuid, kind, reference_transaction_uuid, member_id, round_id,
        amount, body_sha256, status, balance_after, ledger_transfer_id, tombstone, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'RS_OK', $9, $10, $11, $12)`,
    [
      t.providerId,
      t.transactionUuid,
      t.kind,
      t.referenceUuid,
      t.memberId,
      t.roundId,
      t.amount,
      t.bodySha256,
      t.balanceAfter,
      t.ledgerTransferId,
      t.tombstone,
      t.at,
    ],
    { prepareAs: 'casino_wallet_insert_tx' },
  );
}
