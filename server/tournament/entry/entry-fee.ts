/**
 * Taking a tournament's entry fee (the entry lifecycle's `takeFee`): the fee is money put into
 * play, so it passes the stake gate first — a block, the per-bet stake limit and the loss limits
 * refuse it with a 409 that rolls the join back (docs/responsible-gambling.md "The stake gate") —
 * then moves member → house under a key of the tournament and the member, so it is paid once.
 */
import type { Queryable } from '../../platform/db/db';
import { transfer } from '../../platform/ledger/transfer';
import { assertStakeGate } from '../../responsible/stake-gate';
import { entryFeeAccounts } from '../tournament-money';
import type { TournamentRow } from '../tournament-rows';

export const entryFeeKey = (tournamentId: number, memberId: number) =>
  `tournament-entry:${tournamentId}:${memberId}`;

/** The fee's ledger transfer id, or null for a free tournament. Inside the join's transaction. */
export async function takeEntryFee(
  tx: Queryable,
  t: Pick<TournamentRow, 'id' | 'name' | 'entry_currency' | 'entry_fee'>,
  memberId: number,
  now: Date,
): Promise<number | null> {
  if (t.entry_currency === 'free') return null;
  await assertStakeGate(
    tx,
    {
      memberId,
      amount: t.entry_fee,
      kind: 'tournament_entry',
      currency: t.entry_currency === 'cash' ? 'KRW' : 'POINT',
    },
    now,
  );
  const accounts = entryFeeAccounts(memberId, t.entry_currency);
  const moved = await transfer(tx, {
    idempotencyKey: entryFeeKey(t.id, memberId),
    kind: 'tournament_entry',
    reference: `tournament:${t.id}`,
    from: accounts.member,
    to: accounts.house,
    amount: t.entry_fee,
    memo: t.name,
  });
  return moved.transferId;
}
