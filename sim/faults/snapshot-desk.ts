/**
 * What the operator-side checks read at the end of a run: every casino round with the money
 * each actor moved on it (the provider's wins and rollbacks, the desk's settle and rollback),
 * every tournament entry with its fee, refund and prize, and the play of members who set
 * responsible-gambling limits, entry by entry. Read directly from the database.
 */
import type { Db } from '../../server/platform/db/db';
import { PLAY_TRANSFER_KINDS } from '../../server/responsible/stake-gate-kinds';

export interface CasinoRoundMoves {
  roundId: number;
  status: string;
  staked: number;
  providerWon: number;
  providerRefunded: number;
  deskSettled: number;
  deskRefunded: number;
  /** The desk's audited actions on the round (casinoRound.settle / casinoRound.rollback). */
  deskActions: string[];
}

export interface TournamentEntryMoves {
  tournamentId: number;
  memberId: number;
  state: string;
  joinKey: string | null;
  feePaid: number;
  feeMoved: number;
  refunded: number;
  prized: number;
}

export interface LimitedPlay {
  memberId: number;
  stakePerBet: number | null;
  loss24h: number | null;
  /** Member cash entries of play, in id order (a stake is negative). */
  entries: { entryId: number; kind: string; amount: number }[];
}

export interface DeskSnapshot {
  casinoRounds: CasinoRoundMoves[];
  /** Casino transaction uuid → its round (to judge a provider call by its round). */
  roundOfTransaction: Map<string, number>;
  tournamentEntries: TournamentEntryMoves[];
  limitedPlay: LimitedPlay[];
}

/** Transfer kinds that put a member's money into play (each must pass the stake gate). */
export const STAKE_KINDS = ['sports_stake', 'minigame_stake', 'casino_bet', 'tournament_entry'];

export async function readDeskSnapshot(db: Db): Promise<DeskSnapshot> {
  const rounds = await db.query<{
    id: number;
    status: string;
    staked: number;
    provider_won: number;
    provider_refunded: number;
  }>(
    `SELECT r.id, r.status,
            COALESCE(sum(t.amount) FILTER (WHERE c.kind = 'bet'), 0)::bigint AS staked,
            COALESCE(sum(t.amount) FILTER (WHERE c.kind = 'win'), 0)::bigint AS provider_won,
            COALESCE(sum(t.amount) FILTER (WHERE c.kind = 'rollback'), 0)::bigint AS provider_refunded
       FROM casino_rounds r
       LEFT JOIN casino_transactions c ON c.round_id = r.id
       LEFT JOIN ledger_transfers t ON t.id = c.ledger_transfer_id
      GROUP BY r.id`,
  );
  const desk = await db.query<{ round_id: string; what: string; amount: number }>(
    `SELECT substring(idempotency_key from '^casino:admin-(?:settle|rollback):(\\d+)$') AS round_id,
            substring(idempotency_key from '^casino:admin-(settle|rollback):') AS what,
            amount::bigint AS amount
       FROM ledger_transfers WHERE idempotency_key ~ '^casino:admin-(settle|rollback):\\d+$'`,
  );
  const audits = await db.query<{ round_id: string; action: string }>(
    `SELECT substring(target from '^casino-round:(\\d+)$') AS round_id, action
       FROM audit_log WHERE action IN ('casinoRound.settle', 'casinoRound.rollback')`,
  );
  const deskMoney = new Map<string, number>();
  for (const row of desk) deskMoney.set(`${row.what}:${row.round_id}`, Number(row.amount));
  const deskActions = new Map<number, string[]>();
  for (const a of audits) {
    const id = Number(a.round_id);
    deskActions.set(id, [...(deskActions.get(id) ?? []), a.action]);
  }
  const casinoRounds = rounds.map((r) => ({
    roundId: Number(r.id),
    status: r.status,
    staked: Number(r.staked),
    providerWon: Number(r.provider_won),
    providerRefunded: Number(r.provider_refunded),
    deskSettled: deskMoney.get(`settle:${r.id}`) ?? 0,
    deskRefunded: deskMoney.get(`rollback:${r.id}`) ?? 0,
    deskActions: deskActions.get(Number(r.id)) ?? [],
  }));
  const txRounds = await db.query<{ uuid: string; round_id: number }>(
    `SELECT transaction_uuid AS uuid, round_id FROM casino_transactions WHERE round_id IS NOT NULL`,
  );
  const entries = await db.query<{
    tournament_id: number;
    member_id: number;
    state: string;
    join_key: string | null;
    fee_paid: number;
    fee_moved: number;
    refunded: number;
    prized: number;
  }>(
    `SELECT e.tournament_id, e.member_id, t.state, e.join_key, e.fee_paid::bigint AS fee_paid,
            COALESCE((SELECT sum(x.amount) FROM ledger_transfers x
                       WHERE x.kind = 'tournament_entry'
                         AND x.reference = 'tournament:' || e.tournament_id
                         AND EXISTS (SELECT 1 FROM ledger_entries le
                                       JOIN ledger_accounts la ON la.id = le.account_id
                                      WHERE le.transfer_id = x.id AND la.member_id = e.member_id)), 0)::bigint AS fee_moved,
            COALESCE((SELECT sum(x.amount) FROM ledger_transfers x
                       WHERE x.idempotency_key = 'tournament-refund:' || e.tournament_id || ':' || e.member_id), 0)::bigint AS refunded,
            COALESCE((SELECT sum(x.amount) FROM ledger_transfers x
                       WHERE x.idempotency_key = 'tournament-prize:' || e.tournament_id || ':' || e.member_id), 0)::bigint AS prized
       FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id`,
  );
  const limits = await db.query<{ member_id: number; kind: string; amount_won: number }>(
    `SELECT member_id, kind, amount_won::bigint AS amount_won FROM rg_limits
      WHERE kind IN ('stakePerBet', 'loss24h') AND amount_won IS NOT NULL`,
  );
  const limited = new Map<number, LimitedPlay>();
  for (const l of limits) {
    const id = Number(l.member_id);
    const play = limited.get(id) ?? { memberId: id, stakePerBet: null, loss24h: null, entries: [] };
    if (l.kind === 'stakePerBet') play.stakePerBet = Number(l.amount_won);
    else play.loss24h = Number(l.amount_won);
    limited.set(id, play);
  }
  if (limited.size > 0) {
    const kinds = [...new Set([...PLAY_TRANSFER_KINDS, 'tournament_entry', 'tournament_refund'])];
    const rows = await db.query<{
      member_id: number;
      entry_id: number;
      kind: string;
      amount: number;
    }>(
      `SELECT a.member_id, e.id AS entry_id, t.kind, e.amount::bigint AS amount
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_cash'
         JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.member_id = ANY($1::bigint[]) AND t.kind = ANY($2::text[])
        ORDER BY e.id`,
      [[...limited.keys()], kinds],
    );
    for (const r of rows) {
      limited.get(Number(r.member_id))!.entries.push({
        entryId: Number(r.entry_id),
        kind: r.kind,
        amount: Number(r.amount),
      });
    }
  }
  return {
    casinoRounds,
    roundOfTransaction: new Map(txRounds.map((t) => [t.uuid, Number(t.round_id)])),
    tournamentEntries: entries.map((e) => ({
      tournamentId: Number(e.tournament_id),
      memberId: Number(e.member_id),
      state: e.state,
      joinKey: e.join_key,
      feePaid: Number(e.fee_paid),
      feeMoved: Number(e.fee_moved),
      refunded: Number(e.refunded),
      prized: Number(e.prized),
    })),
    limitedPlay: [...limited.values()],
  };
}
