import type { BetsEvent, GeneralEvent, InplayEvent } from '../../src/contract/sse.contract';
import type { Bus } from '../bus/bus';

/**
 * What the use-cases tell the SSE streams (ARCHITECTURE §7). Call it after the transaction
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

  /** Only the stream of that one session: its successor must not hear it. */
  toSession(memberId: number, sessionId: number, event: GeneralEvent): void {
    this.bus.publish('sse.general', { event, memberId, sessionId });
  }

  betsToMember(memberId: number, event: BetsEvent): void {
    this.bus.publish('sse.bets', { event, memberId });
  }

  /** Live fixtures, scores and in-play prices (issue 3): every `/api/sse/inplay` listener. */
  inplay(event: InplayEvent): void {
    this.bus.publish('sse.inplay', { event });
  }
}
