/**
 * The three streams of one session, for the tests that end sessions in every way
 * (tests/integration/session-streams*.test.ts).
 */
import { expect } from 'vitest';
import type { Bus } from '../../../server/platform/bus/bus';
import type { SessionEndedStatus } from '../../../common/contract/sse.contract';
import type { LoggedIn } from './app-harness';
import { closedByServer, connected, events, openStream, type OpenStream } from './sse-client';

export type SessionStreamSet = Record<'general' | 'bets' | 'inplay', OpenStream>;

/** Opens general, bets and inplay with the session's token; resolves once all are connected. */
export async function openSessionStreams(
  baseUrl: string,
  session: LoggedIn,
): Promise<SessionStreamSet> {
  const [general, bets, inplay] = await Promise.all(
    ['general', 'bets', 'inplay'].map((name) =>
      openStream(baseUrl, `/api/sse/${name}`, session.headers),
    ),
  );
  const streams = { general: general!, bets: bets!, inplay: inplay! };
  for (const stream of Object.values(streams)) expect(stream.status).toBe(200);
  await Promise.all(Object.values(streams).map(connected));
  return streams;
}

/** Hangs up whatever is still open (a failing test must not leave sockets behind). */
export function closeAll(streams: SessionStreamSet): void {
  for (const stream of Object.values(streams)) stream.close();
}

/**
 * Every stream of the session was closed by the server, and its last event says why: what a
 * request with that token now answers.
 */
export async function expectEndedWith(
  streams: SessionStreamSet,
  status: SessionEndedStatus,
): Promise<void> {
  for (const [name, stream] of Object.entries(streams)) {
    expect(await closedByServer(stream), `${name} closed by the server`).toBe(true);
    expect(events(stream.frames).at(-1), `${name} last event`).toEqual({
      event: 'sessionEnded',
      data: { type: 'sessionEnded', status },
    });
  }
}

/**
 * Publishes a `balance` (bets) and an `unread` (general) to the member after its session ended:
 * `witness`, a live session of the same member, receives both, and the ended streams still end
 * with `sessionEnded` — nothing reached them after it.
 */
export async function expectNothingAfterEnd(
  bus: Bus,
  baseUrl: string,
  ended: SessionStreamSet,
  memberId: number,
  witness: LoggedIn,
): Promise<void> {
  const [general, bets] = await Promise.all([
    openStream(baseUrl, '/api/sse/general', witness.headers),
    openStream(baseUrl, '/api/sse/bets', witness.headers),
  ]);
  try {
    await Promise.all([connected(general!), connected(bets!)]);
    bus.publish('sse.bets', { memberId, event: { type: 'balance', emoney: 4_321, point: 1 } });
    bus.publish('sse.general', { memberId, event: { type: 'unread', count: 7 } });
    await bets!.waitFor((f) => events(f).some((e) => e.event === 'balance'));
    await general!.waitFor((f) => events(f).some((e) => e.event === 'unread'));
  } finally {
    general!.close();
    bets!.close();
  }
  for (const [name, stream] of Object.entries(ended)) {
    expect(events(stream.frames).at(-1)?.event, `${name} after the end`).toBe('sessionEnded');
  }
}
