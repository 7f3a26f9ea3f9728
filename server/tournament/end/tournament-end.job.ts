/**
 * The end of a tournament: a leader-elected job closes each scheduled
 * tournament whose end time has passed, freezes the final ranks, pays the prize table through
 * the ledger, writes the audit row and each winner's inbox message — all in ONE transaction per
 * tournament, so a crash or restart leaves either everything or nothing, and the next run does
 * what is left. Exactly once: the job's leader lock keeps a second node out; the tournament row,
 * locked and re-read as still 'scheduled', keeps out anyone who got past it; and every prize is a
 * ledger transfer keyed by (tournament, member) beside a payout row with the same key.
 * After the commit each winner hears a live `tournamentPrize` event, their unread count and
 * balance; the boards hear that the tournament finished.
 */
import { decideEntry, entryStateOf } from '../entry/entry-lifecycle';
import type { Db, Queryable } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import { holdsLeaderLock } from '../../platform/jobs/leader-lock';
import { getMemberBalances } from '../../platform/ledger/balances';
import { transfer } from '../../platform/ledger/transfer';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import type { MessageService } from '../../community/message.service';
import { memberMayPlaySql } from '../tournament-eligibility';
import { prizeAccounts, prizeKey } from '../tournament-money';
import { loadTournament, prizeOf, type TournamentRow } from '../tournament-rows';

/** Leader lock class of the end job (beside the other jobs' 4_201_0xx / 4_201_1xx). */
export const TOURNAMENT_END_LOCK = 4_201_120;

export interface PaidPrize {
  memberId: number;
  rank: number;
  currency: 'cash' | 'points';
  amount: number;
}

export interface FinishedTournament {
  tournament: TournamentRow;
  prizes: PaidPrize[];
}

const won = (n: number) => n.toLocaleString('ko-KR');
const unitOf = (currency: 'cash' | 'points') => (currency === 'cash' ? '원' : 'P');

export class TournamentEndJob {
  private readonly loop = new JobLoop(
    () => this.runOnce(),
    (error) => this.onError(error),
  );
  /** Told of every failed run (the app logs it). */
  onError: (error: unknown) => void = () => undefined;
  /** Told after each commit (the live boards of this node). */
  onFinished: (tournamentId: number) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly messages: MessageService,
  ) {}

  start(tickMs: number): void {
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass (serialised with the timer's): the tournaments this node finished now. */
  run(): Promise<FinishedTournament[]> {
    return this.loop.runNow();
  }

  private async runOnce(): Promise<FinishedTournament[]> {
    const now = this.clock();
    const due = await this.db.query<{ id: number }>(
      `SELECT id FROM tournaments WHERE state = 'scheduled' AND ends_at <= $1::timestamptz
        ORDER BY ends_at, id`,
      [now.toISOString()],
    );
    const finished: FinishedTournament[] = [];
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) =>
        (await holdsLeaderLock(tx, TOURNAMENT_END_LOCK)) ? this.finish(tx, id, now) : null,
      );
      if (!done) continue;
      finished.push(done);
      await this.announce(done);
    }
    return finished;
  }

  /** Inside the leader's transaction: nothing when another run finished it first. */
  private async finish(tx: Queryable, id: number, now: Date): Promise<FinishedTournament | null> {
    const t = await loadTournament(tx, id, true);
    // The entry lifecycle's end: only a tournament past its end, neither cancelled nor finished.
    if (decideEntry(entryStateOf(t, 'none', now), 'endJob').kind !== 'move') return null;
    // Frozen ranks: the live board's order, over members who may still play (a barred member's
    // score stopped counting, tournament-eligibility.ts).
    await tx.query(
      `UPDATE tournament_entries e SET final_rank = r.rank
         FROM (SELECT e2.member_id,
                      row_number() OVER (ORDER BY e2.score DESC, e2.reached_at, e2.member_id) AS rank
                 FROM tournament_entries e2 JOIN members m ON m.id = e2.member_id
                WHERE e2.tournament_id = $1 AND e2.rounds > 0
                  AND ${memberMayPlaySql('m', `'${t.kind}'`)}) r
        WHERE e.tournament_id = $1 AND e.member_id = r.member_id`,
      [t.id],
    );
    const lastPrizeRank = Math.max(0, ...t.prizes.map((p) => p.rankTo));
    const winners = await tx.query<{ member_id: number; final_rank: number; score: number }>(
      `SELECT member_id, final_rank, score FROM tournament_entries
        WHERE tournament_id = $1 AND final_rank <= $2 ORDER BY final_rank`,
      [t.id, lastPrizeRank],
    );
    const prizes: PaidPrize[] = [];
    for (const winner of winners) {
      const line = prizeOf(t.prizes, winner.final_rank);
      if (!line) continue;
      const accounts = prizeAccounts(winner.member_id, line.currency);
      const moved = await transfer(tx, {
        idempotencyKey: prizeKey(t.id, winner.member_id),
        kind: 'tournament_prize',
        reference: `tournament:${t.id}`,
        from: accounts.promotions,
        to: accounts.member,
        amount: line.amount,
        memo: `${t.name} ${winner.final_rank}위`,
      });
      await tx.query(
        `INSERT INTO tournament_payouts
           (tournament_id, member_id, kind, rank, score, currency, amount, ledger_transfer_id, paid_at)
         VALUES ($1, $2, 'prize', $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING`,
        [
          t.id,
          winner.member_id,
          winner.final_rank,
          winner.score,
          line.currency,
          line.amount,
          moved.transferId,
          now.toISOString(),
        ],
      );
      await this.messages.send(tx, {
        memberId: winner.member_id,
        senderId: t.created_by,
        title: `[토너먼트] ${t.name} ${winner.final_rank}위 입상`,
        body: `축하합니다! ${t.name} 토너먼트에서 ${winner.final_rank}위에 올라 상금 ${won(line.amount)}${unitOf(line.currency)}이(가) 지급되었습니다.`,
      });
      prizes.push({
        memberId: winner.member_id,
        rank: winner.final_rank,
        currency: line.currency,
        amount: line.amount,
      });
    }
    await tx.query(`UPDATE tournaments SET state = 'finished', finished_at = $2 WHERE id = $1`, [
      t.id,
      now.toISOString(),
    ]);
    // The job is nobody: actor_id NULL, the source named in `after`.
    await tx.query(
      `INSERT INTO audit_log (actor_id, action, target, before, after, ip)
       VALUES (NULL, 'tournament.finish', $1, $2::jsonb, $3::jsonb, '')`,
      [
        `tournament:${t.id}`,
        JSON.stringify({ state: 'scheduled' }),
        JSON.stringify({
          state: 'finished',
          by: 'tournament-end-job',
          ranked: (
            await tx.query<{ count: number }>(
              `SELECT count(*) AS count FROM tournament_entries
                WHERE tournament_id = $1 AND final_rank IS NOT NULL`,
              [t.id],
            )
          )[0]?.count,
          prizes,
        }),
      ],
    );
    return { tournament: { ...t, state: 'finished', finished_at: now.toISOString() }, prizes };
  }

  private async announce({ tournament, prizes }: FinishedTournament): Promise<void> {
    for (const prize of prizes) {
      this.realtime.toMember(prize.memberId, {
        type: 'tournamentPrize',
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        rank: prize.rank,
        currency: prize.currency,
        amount: prize.amount,
      });
      await this.messages.announceUnread(prize.memberId);
      const balances = await getMemberBalances(this.db, prize.memberId);
      this.realtime.betsToMember(prize.memberId, { type: 'balance', ...balances });
    }
    this.onFinished(tournament.id);
  }
}
