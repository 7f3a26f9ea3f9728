/**
 * The database as the checks read it at the end of a run (directly, not through the nodes):
 * the ledger's own verification, every member entry in order, and the rows of each money area
 * with the ledger movements that belong to them. checks.ts judges it; this file only reads.
 */
import type { Db } from '../../server/platform/db/db';
import { verifyLedger } from '../../server/platform/ledger/verify';
import { betOutcome, type BetKind } from '../../common/domain/betting/bet-outcome';
import { isLegSettlement } from '../../common/domain/betting/settlement';

export interface Snapshot {
  ledgerProblems: string[];
  /** Member account entries in id order: the running balance of each account. */
  memberEntries: { accountId: number; memberId: number; entryId: number; amount: number }[];
  transferKeys: Set<string>;
  walletRequests: {
    id: number;
    memberId: number;
    key: string;
    kind: 'charge' | 'exchange';
    status: string;
    amountWon: number;
  }[];
  /** Per wallet request: amount moved by each of its ledger keys (approve, reserve, return). */
  walletMoves: Map<string, number>;
  minigameBets: {
    id: number;
    memberId: number;
    key: string;
    gameId: number;
    roundId: string;
    status: number;
    stakeWon: number;
    oddsHundredths: number;
    payoutWon: number;
  }[];
  minigameRounds: { gameId: number; roundId: string; status: string; overdue: boolean }[];
  /** Member credits of each round's settle or cancel transfer: `${gameId}:${roundId}:${memberId}`. */
  minigameRoundCredits: Map<string, number>;
  /** Refunds of replaced picks: bet id → amount. */
  minigameReplaceRefunds: Map<number, number>;
  sportsBets: {
    id: number;
    memberId: number;
    key: string;
    status: number;
    stakeWon: number;
    payoutWon: number;
    cashedOutWon: number | null;
    /** What the legs' effective results say now (status 0 while undecided). */
    expected: { status: number; payoutWon: number };
    /** The member's cash movement over every transfer of the bet (stake, payouts, reversals). */
    memberNet: number;
  }[];
  casinoTransactions: {
    uuid: string;
    kind: string;
    memberId: number;
    amount: number;
    tombstone: boolean;
    /** The ledger transfer's amount, or null when none. */
    movedAmount: number | null;
  }[];
  pointConversions: Set<string>;
  /** Operators' coupon issues by their idempotency key. */
  couponIssueKeys: Set<string>;
  coupons: { id: number; memberId: number; status: string; useKey: string | null }[];
}

/** Rounds whose draw is this far past are expected settled or cancelled (job failover ≤ 10 s). */
const ROUND_GRACE_SECONDS = 30;

export async function readSnapshot(db: Db): Promise<Snapshot> {
  const ledger = await verifyLedger(db);
  const memberEntries = await db.query<Snapshot['memberEntries'][number]>(
    `SELECT e.account_id AS "accountId", a.member_id AS "memberId", e.id AS "entryId",
            e.amount::bigint AS amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL ORDER BY e.account_id, e.id`,
  );
  const keys = await db.query<{ k: string }>('SELECT idempotency_key AS k FROM ledger_transfers');
  const walletRequests = await db.query<Snapshot['walletRequests'][number]>(
    `SELECT id, member_id AS "memberId", idempotency_key AS key, kind, status,
            amount_won AS "amountWon" FROM wallet_requests`,
  );
  const walletMoveRows = await db.query<{ k: string; amount: number }>(
    `SELECT idempotency_key AS k, amount::bigint AS amount FROM ledger_transfers
      WHERE idempotency_key ~ '^(charge-approve|exchange-approve|exchange-reserve|exchange-return):'`,
  );
  const minigameBets = await db.query<Snapshot['minigameBets'][number]>(
    `SELECT id, member_id AS "memberId", idempotency_key AS key, game_id AS "gameId",
            round_id AS "roundId", status, stake_won AS "stakeWon",
            odds_hundredths AS "oddsHundredths", payout_won AS "payoutWon" FROM minigame_bets`,
  );
  const minigameRounds = await db.query<Snapshot['minigameRounds'][number]>(
    `SELECT r.game_id AS "gameId", r.round_id AS "roundId", r.status,
            r.draw_at < now() - make_interval(secs => $1) AS overdue
       FROM minigame_rounds r
      WHERE EXISTS (SELECT 1 FROM minigame_bets b
                     WHERE b.game_id = r.game_id AND b.round_id = r.round_id)`,
    [ROUND_GRACE_SECONDS],
  );
  const roundCredits = await db.query<{ k: string; amount: number }>(
    `SELECT substring(t.idempotency_key from '^minigame-(?:settle|cancel):(.*)$') || ':' || a.member_id AS k,
            sum(e.amount)::bigint AS amount
       FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_cash'
      WHERE t.idempotency_key ~ '^minigame-(settle|cancel):'
      GROUP BY 1`,
  );
  const replaceRefunds = await db.query<{ id: string; amount: number }>(
    `SELECT substring(idempotency_key from '^minigame-replace:(\\d+)$') AS id, amount::bigint AS amount
       FROM ledger_transfers WHERE idempotency_key ~ '^minigame-replace:'`,
  );
  const sportsBets = await readSportsBets(db);
  const casinoTransactions = await db.query<Snapshot['casinoTransactions'][number]>(
    `SELECT c.transaction_uuid AS uuid, c.kind, c.member_id AS "memberId", c.amount::bigint AS amount,
            c.tombstone, t.amount::bigint AS "movedAmount"
       FROM casino_transactions c LEFT JOIN ledger_transfers t ON t.id = c.ledger_transfer_id`,
  );
  const conversions = await db.query<{ k: string }>(
    `SELECT DISTINCT reference AS k FROM ledger_transfers WHERE reference LIKE 'point-convert:%'`,
  );
  const couponIssues = await db.query<{ k: string }>(
    'SELECT idempotency_key AS k FROM coupon_issues',
  );
  const coupons = await db.query<Snapshot['coupons'][number]>(
    `SELECT id, member_id AS "memberId", status, use_key AS "useKey" FROM coupons`,
  );
  return {
    ledgerProblems: ledger.problems,
    memberEntries,
    transferKeys: new Set(keys.map((r) => r.k)),
    walletRequests,
    walletMoves: new Map(walletMoveRows.map((r) => [r.k, Number(r.amount)])),
    minigameBets,
    minigameRounds,
    minigameRoundCredits: new Map(roundCredits.map((r) => [r.k, Number(r.amount)])),
    minigameReplaceRefunds: new Map(replaceRefunds.map((r) => [Number(r.id), Number(r.amount)])),
    sportsBets,
    casinoTransactions,
    pointConversions: new Set(conversions.map((r) => r.k.slice('point-convert:'.length))),
    couponIssueKeys: new Set(couponIssues.map((r) => r.k)),
    coupons,
  };
}

async function readSportsBets(db: Db): Promise<Snapshot['sportsBets']> {
  const bets = await db.query<{
    id: number;
    member_id: number;
    idempotency_key: string;
    kind: BetKind;
    system_size: number | null;
    status: number;
    stake_won: number;
    line_stake_won: number;
    max_payout_won: number;
    payout_won: number;
    cashed_out_won: number | null;
    member_net: number;
  }>(
    `SELECT b.id, b.member_id, b.idempotency_key, b.kind, b.system_size, b.status, b.stake_won,
            b.line_stake_won, b.max_payout_won, b.payout_won, b.cashed_out_won,
            COALESCE((SELECT sum(e.amount) FROM ledger_transfers t
                        JOIN ledger_entries e ON e.transfer_id = t.id
                        JOIN ledger_accounts a ON a.id = e.account_id
                       WHERE t.reference = 'sports-bet:' || b.id
                         AND a.member_id = b.member_id AND a.kind = 'member_cash'), 0)::bigint
              AS member_net
       FROM sports_bets b ORDER BY b.id`,
  );
  const legs = await db.query<{ bet_id: number; price_hundredths: number; result: number | null }>(
    `SELECT l.bet_id, l.price_hundredths, COALESCE(o.settlement, s.settlement) AS result
       FROM sports_bet_legs l
       LEFT JOIN sports_selections s ON s.id = l.selection_id
       LEFT JOIN sports_selection_overrides o ON o.selection_id = l.selection_id
      ORDER BY l.bet_id, l.leg_no`,
  );
  const legsOf = new Map<number, { oddsHundredths: number; result: number | null }[]>();
  for (const leg of legs) {
    const list = legsOf.get(Number(leg.bet_id)) ?? [];
    list.push({ oddsHundredths: leg.price_hundredths, result: leg.result });
    legsOf.set(Number(leg.bet_id), list);
  }
  return bets.map((b) => {
    const outcome = betOutcome(
      {
        kind: b.kind,
        stakeWon: b.stake_won,
        systemSize: b.system_size,
        lineStakeWon: b.line_stake_won,
        maxPayoutWon: b.max_payout_won,
      },
      (legsOf.get(b.id) ?? []).map((leg) => ({
        oddsHundredths: leg.oddsHundredths,
        result: isLegSettlement(leg.result) ? leg.result : null,
      })),
    );
    return {
      id: b.id,
      memberId: b.member_id,
      key: b.idempotency_key,
      status: b.status,
      stakeWon: b.stake_won,
      payoutWon: b.payout_won,
      cashedOutWon: b.cashed_out_won,
      expected:
        outcome.status === 0
          ? { status: 0, payoutWon: 0 }
          : { status: outcome.status, payoutWon: outcome.payoutWon },
      memberNet: Number(b.member_net),
    };
  });
}
