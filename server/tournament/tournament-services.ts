/**
 * The tournament area's use-cases, wired once per app by the composition
 * (server/services.ts puts them under `services.tournament`; its `scoreObserver` is handed to
 * the casino wallet as a round observer).
 */
import type { Db } from '../platform/db/db';
import type { Clock } from '../platform/lib/clock';
import type { Realtime } from '../platform/sse/realtime';
import type { MessageService } from '../community/message.service';
import { TournamentAdminService } from './admin/tournament-admin.service';
import { TournamentBoardStreams } from './board/board-streams';
import { TournamentEndJob } from './end/tournament-end.job';
import { createRoundScoreObserver } from './scoring/round-score.observer';
import { TournamentService } from './tournament.service';

export interface TournamentServiceDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  messages: MessageService;
}

export function createTournamentServices({ db, clock, realtime, messages }: TournamentServiceDeps) {
  const streams = new TournamentBoardStreams(db, clock);
  const endJob = new TournamentEndJob(db, clock, realtime, messages);
  const admin = new TournamentAdminService(db, clock, realtime);
  // A finished or cancelled tournament's watchers hear it at the next tick.
  endJob.onFinished = () => void streams.tickNow().catch(() => undefined);
  admin.onCancelled = () => void streams.tickNow().catch(() => undefined);
  return {
    tournaments: new TournamentService(db, clock, realtime),
    admin,
    streams,
    endJob,
    scoreObserver: createRoundScoreObserver(),
  };
}
export type TournamentServices = ReturnType<typeof createTournamentServices>;
