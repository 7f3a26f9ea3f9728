import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { fundedBettor, prematchFixture, slip } from '../helpers/sports-book-fixtures';
import {
  connected,
  events,
  openStream,
  type OpenStream,
  type SseFrame,
} from '../helpers/sse-client';
import { natsNodesAvailable, startNatsNodes, type NatsNodes } from '../platform/bus/nats-nodes';

/**
 * Two API nodes on one PostgreSQL and one NATS JetStream: the member's bets stream
 * is the same stream, with the same event ids, whichever node serves it.
 */
describe.runIf(natsNodesAvailable)('SSE streams across two nodes (JetStream ids)', () => {
  let cluster: NatsNodes;
  const open: OpenStream[] = [];
  beforeAll(async () => {
    cluster = await startNatsNodes(2);
  }, 60_000);
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await cluster?.close();
  });

  const nodeA = () => cluster.nodes[0]!;
  const nodeB = () => cluster.nodes[1]!;
  const betsStream = async (baseUrl: string, headers: object, lastEventId?: string) => {
    const stream = await openStream(baseUrl, '/api/sse/bets', {
      ...(headers as Record<string, string>),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
    open.push(stream);
    expect(stream.status).toBe(200);
    await connected(stream);
    return stream;
  };
  const betIdsIn = (frames: SseFrame[]) =>
    events(frames)
      .filter((f) => f.event === 'sportsBet')
      .map((f) => (f.data as { bet: SportsBetView }).bet.id);
  const placeOnA = async (
    bettor: { headers: object },
    [selectionId, priceHundredths]: [string, number],
  ) => {
    const response = await nodeA().app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: bettor.headers as Record<string, string>,
      payload: slip('prematch', [{ selectionId, priceHundredths }], 10_000),
    });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ bet: SportsBetView; emoney: number }>();
    return { betId: placed.bet.id, emoney: placed.emoney };
  };
  type Placed = Awaited<ReturnType<typeof placeOnA>>;
  /** The stream has had everything a placement sends: the bet, then the balance after it. */
  const heard = (stream: OpenStream, placed: Placed) =>
    stream.waitFor((frames) => {
      const received = events(frames);
      const bet = received.findIndex(
        (f) =>
          f.event === 'sportsBet' && (f.data as { bet: SportsBetView }).bet.id === placed.betId,
      );
      return received
        .slice(bet + 1)
        .some(
          (f) =>
            bet >= 0 &&
            f.event === 'balance' &&
            (f.data as { emoney: number }).emoney === placed.emoney,
        );
    });

  it('a bet placed through node A appears on the stream held at node B, with the same id as on A', async () => {
    const bettor = await fundedBettor({ db: cluster.db, app: nodeA().app }, 100_000);
    const fixture = await prematchFixture(cluster.db, new Date());
    const onA = await betsStream(nodeA().baseUrl, bettor.headers);
    const onB = await betsStream(nodeB().baseUrl, bettor.headers);

    const placed = await placeOnA(bettor, [fixture.home, 185]);

    await heard(onB, placed);
    await heard(onA, placed);
    expect(betIdsIn(onB.frames)).toEqual([placed.betId]);
    expect(events(onB.frames)).toEqual(events(onA.frames));
    expect(events(onB.frames).every((f) => /^\d+$/.test(f.id ?? ''))).toBe(true);
    expect(cluster.busErrors).toEqual([]);
  });

  it('a client of node A that reconnects to node B with Last-Event-ID gets exactly what it missed', async () => {
    const bettor = await fundedBettor({ db: cluster.db, app: nodeA().app }, 100_000);
    const fixture = await prematchFixture(cluster.db, new Date());
    // Holds node A's stream throughout: what the reconnecting client should end up with.
    const witness = await betsStream(nodeA().baseUrl, bettor.headers);
    const client = await betsStream(nodeA().baseUrl, bettor.headers);

    const first = await placeOnA(bettor, [fixture.home, 185]);
    await heard(client, first);
    const lastSeen = events(client.frames).at(-1)!.id!;
    client.close();
    await client.ended;

    const missed = [
      await placeOnA(bettor, [fixture.home, 185]),
      await placeOnA(bettor, [fixture.draw, 330]),
    ];
    await heard(witness, missed[1]!);
    const resumed = await betsStream(nodeB().baseUrl, bettor.headers, lastSeen);
    const after = await placeOnA(bettor, [fixture.away, 420]);
    await heard(witness, after);
    await heard(resumed, after);

    const witnessed = events(witness.frames);
    const expected = witnessed.slice(witnessed.findIndex((f) => f.id === lastSeen) + 1);
    expect(events(resumed.frames)).toEqual(expected);
    expect(betIdsIn(resumed.frames)).toEqual([...missed, after].map((p) => p.betId));
    expect(events(resumed.frames).some((f) => f.event === 'reset')).toBe(false);
    const ids = events(resumed.frames).map((f) => Number(f.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
