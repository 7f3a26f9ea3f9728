/**
 * The live boards: the leaderboard reaches members over SSE — top 50, the member's own rank and
 * score pinned, the gap to the next prize — at most one update per second per stream however
 * fast the rounds come. Each node keeps the board streams it serves; a tick
 * computes each watched tournament's board ONCE from committed rows (top rows + every watching
 * member's standing in one statement each, board.queries.ts) and sends each stream its own view
 * when it changed and its last message is at least TOURNAMENT_BOARD_INTERVAL_MS old by the
 * service clock. Rounds scored on any node show on every node's next tick, with no bus traffic:
 * the database is the one truth, and the work is per watched tournament, not per round.
 */
import {
  TOURNAMENT_BOARD_INTERVAL_MS,
  type TournamentStreamEvent,
} from '../../../common/contract/tournament.contract';
import type { Db } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import type { Clock } from '../../platform/lib/clock';
import { loadTournament } from '../tournament-rows';
import { boardFor, computeBoard } from './board.queries';

export interface BoardListener {
  memberId: number | null;
  send(event: TournamentStreamEvent): void;
}

interface Watching {
  listener: BoardListener;
  /** The last board sent, without its `asOf`: unchanged boards are not sent again. */
  lastBoard: string;
  lastStatus: string;
  /** Service-clock time of the last `board` message (coalescing). */
  lastSentMs: number;
}

export class TournamentBoardStreams {
  private readonly watching = new Map<number, Set<Watching>>();
  private readonly loop = new JobLoop(() => this.tick());
  /** Boards sent by this node (the bench counts them per stream). */
  sentBoards = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Ticks at half the interval, so a change waits at most 1.5 intervals (0: tests tick). */
  start(tickMs = TOURNAMENT_BOARD_INTERVAL_MS / 2): void {
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  get streamCount(): number {
    let count = 0;
    for (const set of this.watching.values()) count += set.size;
    return count;
  }

  /**
   * Adds a stream; its first board is sent now (the snapshot), so a page needs no second fetch.
   * Answers the detach function. A missing tournament throws (the route answers 404 first).
   */
  async attach(tournamentId: number, listener: BoardListener): Promise<() => void> {
    const watch: Watching = { listener, lastBoard: '', lastStatus: '', lastSentMs: -Infinity };
    let set = this.watching.get(tournamentId);
    if (!set) this.watching.set(tournamentId, (set = new Set()));
    set.add(watch);
    const detach = () => {
      set.delete(watch);
      if (set.size === 0 && this.watching.get(tournamentId) === set) {
        this.watching.delete(tournamentId);
      }
    };
    try {
      await this.refresh(tournamentId, [watch]);
    } catch (error) {
      detach();
      throw error;
    }
    return detach;
  }

  /** One pass over every watched tournament (serialised with the timer's). */
  tickNow(): Promise<void> {
    return this.loop.runNow();
  }

  private async tick(): Promise<void> {
    for (const [tournamentId, set] of [...this.watching]) {
      try {
        await this.refresh(tournamentId, [...set]);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async refresh(tournamentId: number, watches: readonly Watching[]): Promise<void> {
    const nowMs = this.clock().getTime();
    const due = watches.filter((w) => nowMs - w.lastSentMs >= TOURNAMENT_BOARD_INTERVAL_MS);
    if (due.length === 0) return;
    const t = await loadTournament(this.db, tournamentId);
    const memberIds = [
      ...new Set(due.map((w) => w.listener.memberId).filter((id): id is number => id !== null)),
    ];
    const computed = await computeBoard(this.db, t, memberIds, this.clock());
    for (const watch of due) {
      const board = boardFor(computed, watch.listener.memberId);
      const { asOf: _asOf, ...comparable } = board;
      void _asOf;
      const text = JSON.stringify(comparable);
      if (watch.lastStatus !== '' && watch.lastStatus !== board.status) {
        watch.listener.send({ type: 'status', tournamentId, status: board.status });
      }
      watch.lastStatus = board.status;
      if (text === watch.lastBoard) continue;
      watch.lastBoard = text;
      // Stamped when sent, not when the tick began: a slow read cannot bring two sends closer.
      watch.lastSentMs = this.clock().getTime();
      this.sentBoards += 1;
      watch.listener.send({ type: 'board', board });
    }
  }
}
