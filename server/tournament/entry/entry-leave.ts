/**
 * A member leaving a tournament before its start (the entry lifecycle's `memberLeave`): the fee
 * goes back house → member under the same key a cancel's refund uses
 * (`tournament-refund:<t>:<member>`), so a fee comes back at most once whichever comes first; the
 * refund is written as the refund line of the payout record, and the entry goes (its board place
 * with it). A paid entry that was left is not taken again (the fee's key is the pair).
 */
import type { Queryable } from '../../platform/db/db';
import { transfer } from '../../platform/ledger/transfer';
import { AppError } from '../../platform/lib/app-error';
import { lockMember } from '../../member/member-lock';
import { entryFeeAccounts, refundKey } from '../tournament-money';
import { loadTournament } from '../tournament-rows';
import { decideEntry, entryStateOf, membershipOf } from './entry-lifecycle';

/** The fee given back now (0 when free or already answered). Inside the caller's transaction. */
export async function leaveTournament(
  tx: Queryable,
  tournamentId: number,
  memberId: number,
  now: Date,
): Promise<number> {
  await lockMember(tx, memberId);
  // FOR SHARE, as a join: a cancel or the end job (FOR UPDATE) goes first or waits.
  const t = await loadTournament(tx, tournamentId, 'share');
  const cell = decideEntry(
    entryStateOf(t, await membershipOf(tx, tournamentId, memberId), now),
    'memberLeave',
  );
  if (cell.kind === 'answer') return 0;
  if (cell.kind === 'refuse') throw new AppError(409, cell.code);
  const [entry] = await tx.query<{ fee_paid: number }>(
    `DELETE FROM tournament_entries WHERE tournament_id = $1 AND member_id = $2
     RETURNING fee_paid`,
    [tournamentId, memberId],
  );
  const fee = Number(entry?.fee_paid ?? 0);
  if (cell.money !== 'refundFee' || fee === 0) return 0;
  const currency = t.entry_currency === 'points' ? 'points' : 'cash';
  const accounts = entryFeeAccounts(memberId, currency);
  const moved = await transfer(tx, {
    idempotencyKey: refundKey(tournamentId, memberId),
    kind: 'tournament_refund',
    reference: `tournament:${tournamentId}`,
    from: accounts.house,
    to: accounts.member,
    amount: fee,
    memo: `${t.name} 참가 취소 환불`,
  });
  await tx.query(
    `INSERT INTO tournament_payouts
       (tournament_id, member_id, kind, currency, amount, ledger_transfer_id, paid_at)
     VALUES ($1, $2, 'refund', $3, $4, $5, $6)`,
    [tournamentId, memberId, currency, fee, moved.transferId, now.toISOString()],
  );
  return fee;
}
