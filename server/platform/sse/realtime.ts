import type {
  BetsEvent,
  GeneralEvent,
  InplayEvent,
  SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import type { Bus } from '../bus/bus';

/**
 * What the use-cases tell the SSE streams (docs/architecture.md §7). Call it after the transaction
 * commits: a client must never hear of a change that was rolled back.
 */
export class Realtime {
  constructor(private readonly bus: Bus) {}

  broadcast(event: GeneralEvent): void {
    this.bus.publish('sse.general', { event });
  }

  toMember(memberId: number, event: GeneralEvent): void {
    this.bus.publish('sse.general', { event, memberId });
  }

  /**
   * The one way a session's end reaches its streams: every node closes the connections it holds
   * for these sessions, after a last `sessionEnded` carrying the status their token now answers
   * (auth/session-end.ts endedSessionStatus). Every path that ends sessions calls it after commit.
   */
  sessionsEnded(memberId: number, sessionIds: readonly number[], status: SessionEndedStatus): void {
    if (sessionIds.length === 0) return;
    this.bus.publish('session.ended', {
      memberId,
      sessionIds: [...sessionIds],
      status,
    });
  }

  betsToMember(memberId: number, event: BetsEvent): void {
    this.bus.publish('sse.bets', { event, memberId });
  }

  /** Live fixtures, scores and in-play prices: every `/api/sse/inplay` listener. */
  inplay(event: InplayEvent): void {
    this.bus.publish('sse.inplay', { event });
  }
}
