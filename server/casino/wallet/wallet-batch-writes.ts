/**
 * Writes the bets and wins a batch decided (wallet-batch-decide.ts) in two statements however
 * many they are: the ledger movements (writeLockedTransfers, over the balances locked by
 * wallet-batch-reads.ts), then the rounds and the provider transactions together. The rows are
 * the ones the single-call use-cases write (wallet-bet.ts addStake + insertTransaction,
 * wallet-win.ts addWin + insertTransaction, wallet-money.ts), so a call answers, moves money and
 * reads back the same whether it ran in a batch or alone.
 */
import type { Queryable } from '../../platform/db/db';
import { writeLockedTransfers, type LockedTransfer } from '../../platform/ledger/locked-transfers';
import { houseShardOf } from '../casino-house';
import type { MoneyJob } from './wallet-batch.types';
import type { BatchDecision } from './wallet-batch-decide';
import type { BatchReads } from './wallet-batch-reads';
import { casinoTransferKey, type WalletOutcome } from './wallet-outcome';

type Decided = Extract<BatchDecision, { kind: 'bet' | 'win' }>;
interface Move {
  index: number;
  job: MoneyJob;
  decision: Decided;
}

function ledgerMovement(providerId: number, { job, decision }: Move, reads: BatchReads) {
  const cash = reads.cash.get(decision.memberId)!.accountId;
  const house = reads.houses.get(houseShardOf(providerId, decision.memberId));
  if (house === undefined) throw new Error(`house row of member ${decision.memberId} not locked`);
  const stake = decision.kind === 'bet';
  const movement: LockedTransfer = {
    idempotencyKey: casinoTransferKey(providerId, job.call.body.transaction_uuid),
    kind: stake ? 'casino_bet' : 'casino_win',
    reference: job.call.body.round,
    fromId: stake ? cash : house,
    toId: stake ? house : cash,
    amount: decision.amount,
    memo: job.call.body.game_code,
  };
  return movement;
}

/**
 * Rounds (a bet opens or adds to its round, a win adds to its bet's) and the provider
 * transactions, in one statement; returns the round id of each bet, by its index.
 */
async function writeRoundsAndTransactions(
  tx: Queryable,
  providerId: number,
  moves: readonly Move[],
  transferIds: readonly (number | null)[],
  balancesAfter: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const bets = moves.filter((m) => m.decision.kind === 'bet');
  const wins = moves.filter(
    (m): m is Move & { decision: Extract<Decided, { kind: 'win' }> } => m.decision.kind === 'win',
  );
  const rows = await tx.query<{ id: number; member_id: number }>(
    `WITH bet_rounds AS (
       INSERT INTO casino_rounds
         (provider_id, round_ref, member_id, game_id, kind, stake, status, opened_at, closed_at)
       SELECT $1, b.round_ref, b.member_id, b.game_id, b.kind, b.stake,
              CASE WHEN b.closes THEN 'closed' ELSE 'open' END, $2::timestamptz,
              CASE WHEN b.closes THEN $2::timestamptz END
         FROM unnest($3::text[], $4::bigint[], $5::int[], $6::text[], $7::bigint[], $8::boolean[])
              AS b(round_ref, member_id, game_id, kind, stake, closes)
       ON CONFLICT (provider_id, round_ref, member_id) DO UPDATE SET
         stake = casino_rounds.stake + EXCLUDED.stake,
         status = CASE WHEN EXCLUDED.status = 'closed' THEN 'closed'
                       WHEN casino_rounds.status = 'rolled_back' THEN 'open'
                       ELSE casino_rounds.status END,
         closed_at = CASE WHEN EXCLUDED.status = 'closed' AND casino_rounds.status <> 'closed'
                          THEN EXCLUDED.closed_at ELSE casino_rounds.closed_at END
       RETURNING id, member_id
     ), win_rounds AS (
       UPDATE casino_rounds r SET
         win = r.win + w.win,
         status = CASE WHEN w.closes THEN 'closed' ELSE r.status END,
         closed_at = CASE WHEN w.closes AND r.status <> 'closed' THEN $2::timestamptz
                          ELSE r.closed_at END
         FROM unnest($9::bigint[], $10::bigint[], $11::boolean[]) AS w(id, win, closes)
        WHERE r.id = w.id
     ), calls AS (
       SELECT * FROM unnest($12::text[], $13::text[], $14::text[], $15::bigint[], $16::bigint[],
                            $17::bigint[], $18::text[], $19::bigint[], $20::bigint[])
         AS c(transaction_uuid, kind, reference_uuid, member_id, round_id, amount, body_sha256,
              balance_after, ledger_transfer_id)
     ), written AS (
       INSERT INTO casino_transactions
         (provider_id, transaction_uuid, kind, reference_transaction_uuid, member_id, round_id,
          amount, body_sha256, status, balance_after, ledger_transfer_id, tombstone, created_at)
       SELECT $1, c.transaction_uuid, c.kind, c.reference_uuid, c.member_id,
              COALESCE(c.round_id, br.id), c.amount, c.body_sha256, 'RS_OK', c.balance_after,
              c.ledger_transfer_id, FALSE, $2::timestamptz
         FROM calls c LEFT JOIN bet_rounds br ON c.round_id IS NULL AND br.member_id = c.member_id
     )
     SELECT id, member_id FROM bet_rounds`,
    [
      providerId,
      now,
      bets.map((m) => m.job.call.body.round),
      bets.map((m) => m.decision.memberId),
      bets.map((m) => (m.decision.kind === 'bet' ? m.decision.launch.game_id : 0)),
      bets.map((m) => (m.decision.kind === 'bet' ? m.decision.launch.kind : 'slot')),
      bets.map((m) => m.decision.amount),
      bets.map((m) => m.job.call.body.round_closed),
      wins.map((m) => m.decision.bet.round_id),
      wins.map((m) => m.decision.amount),
      wins.map((m) => m.job.call.body.round_closed),
      moves.map((m) => m.job.call.body.transaction_uuid),
      moves.map((m) => m.decision.kind),
      moves.map((m) => (m.decision.kind === 'win' ? m.decision.bet.transaction_uuid : null)),
      moves.map((m) => m.decision.memberId),
      moves.map((m) => (m.decision.kind === 'win' ? m.decision.bet.round_id : null)),
      moves.map((m) => m.decision.amount),
      moves.map((m) => m.job.call.bodySha256),
      balancesAfter,
      transferIds,
    ],
    { prepareAs: 'casino_wallet_batch_write_rounds' },
  );
  // A batch decides one call per member, so a member names one bet round here.
  const roundOfMember = new Map(rows.map((r) => [r.member_id, r.id]));
  return new Map(bets.map((m) => [m.index, roundOfMember.get(m.decision.memberId)!]));
}

/** Writes the decided bets and wins; returns each one's outcome by its index in the batch. */
export async function writeDecided(
  tx: Queryable,
  providerId: number,
  jobs: readonly MoneyJob[],
  decisions: readonly BatchDecision[],
  reads: BatchReads,
  now: Date,
): Promise<Map<number, WalletOutcome>> {
  const moves: Move[] = [];
  decisions.forEach((decision, index) => {
    if (decision.kind === 'bet' || decision.kind === 'win') {
      moves.push({ index, job: jobs[index]!, decision });
    }
  });
  if (moves.length === 0) return new Map();

  // A zero amount moves nothing (a losing round's win closes it), as wallet-money.ts.
  const moving = moves.filter((m) => m.decision.amount > 0);
  const { transferIds } = await writeLockedTransfers(
    tx,
    moving.map((m) => ledgerMovement(providerId, m, reads)),
    reads.balances,
  );
  const transferOf = new Map(moving.map((m, i) => [m.index, transferIds[i]!]));
  // One call per member: the member's cash after the batch is their balance after this call.
  const cashAfter = (memberId: number) =>
    reads.balances.get(reads.cash.get(memberId)!.accountId)!.balance;
  const roundOfBet = await writeRoundsAndTransactions(
    tx,
    providerId,
    moves,
    moves.map((m) => transferOf.get(m.index) ?? null),
    moves.map((m) => cashAfter(m.decision.memberId)),
    now,
  );

  const outcomes = new Map<number, WalletOutcome>();
  for (const { index, job, decision } of moves) {
    const roundId = decision.kind === 'bet' ? roundOfBet.get(index)! : decision.bet.round_id!;
    // As the use-cases: a bet changes its round for others only when it closes it; a win always.
    const changes = decision.kind === 'win' || job.call.body.round_closed;
    outcomes.set(index, {
      status: 'RS_OK',
      memberId: decision.memberId,
      balance: cashAfter(decision.memberId),
      point: reads.cash.get(decision.memberId)!.point,
      moved: transferOf.has(index),
      ...(changes ? { changedRoundId: roundId } : {}),
    });
  }
  return outcomes;
}
