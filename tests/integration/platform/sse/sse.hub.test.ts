import { describe, expect, it } from 'vitest';
import {
  SSE_REPLAY_WINDOW,
  type Bus,
  type BusTopics,
  type SequencedStreams,
  type StreamSubscriber,
} from '../../../../server/platform/bus/bus';
import { createInProcessBus } from '../../../../server/platform/bus/in-process.bus';
import { SseHub, type HubEvent, type HubListener } from '../../../../server/platform/sse/sse-hub';
import { createSseHubs } from '../../../../server/platform/sse/sse-hubs';
import { generalEventSchema, type GeneralEvent } from '../../../../common/contract/sse.contract';

function hub(options: { maxEvents?: number; maxAgeMs?: number; nowMs?: () => number } = {}) {
  return new SseHub<GeneralEvent>({ name: 'general', schema: generalEventSchema, ...options });
}

function listener(memberId: number | null = null, sessionId: number | null = null) {
  const received: HubEvent<GeneralEvent>[] = [];
  const l: HubListener<GeneralEvent> = { memberId, sessionId, deliver: (e) => received.push(e) };
  return { l, received };
}

const unread = (count: number): GeneralEvent => ({ type: 'unread', count });
const maintenance = (on: boolean): GeneralEvent => ({ type: 'maintenance', siteNoticeFlg: on });

describe('SSE hub replay window', () => {
  it('resumes from Last-Event-ID with every missed event exactly once, in order', () => {
    const h = hub();
    const first = listener();
    h.join(first.l, null);
    for (let i = 0; i < 5; i++) h.publish({ event: maintenance(i % 2 === 0) });
    h.leave(first.l);
    const lastSeen = first.received.at(-1)!.id;

    for (let i = 0; i < 7; i++) h.publish({ event: maintenance(true) });
    const again = listener();
    const replay = h.join(again.l, lastSeen);
    h.publish({ event: maintenance(false) });

    expect(replay.kind).toBe('events');
    const replayed = replay.kind === 'events' ? replay.events.map((e) => e.id) : [];
    const all = [...replayed, ...again.received.map((e) => e.id)];
    expect(all).toEqual(Array.from({ length: 8 }, (_, i) => lastSeen + 1 + i));
    expect(new Set([...first.received.map((e) => e.id), ...all]).size).toBe(13);
  });

  it('answers reset when the client is behind the window, or ahead of this hub', () => {
    const h = hub({ maxEvents: 3 });
    for (let i = 0; i < 10; i++) h.publish({ event: unread(i) });
    expect(h.join(listener().l, 2)).toEqual({ kind: 'reset', lastId: 10 });
    expect(h.join(listener().l, 7).kind).toBe('events');
    expect(h.join(listener().l, 6).kind).toBe('reset');
    expect(h.join(listener().l, 11).kind).toBe('reset');
    const upToDate = h.join(listener().l, 10);
    expect(upToDate).toEqual({ kind: 'events', events: [] });
  });

  it('forgets events older than the age limit', () => {
    let now = 1_000_000;
    const h = hub({ maxAgeMs: 60_000, nowMs: () => now });
    h.publish({ event: unread(1) });
    now += 30_000;
    h.publish({ event: unread(2) });
    now += 40_000;
    expect(h.join(listener().l, 0).kind).toBe('reset');
    const replay = h.join(listener().l, 1);
    expect(replay.kind === 'events' && replay.events.map((e) => e.id)).toEqual([2]);
  });

  it('sends addressed events only to that member, and session events only to that session', () => {
    const h = hub();
    const anonymous = listener();
    const memberOld = listener(7, 100);
    const memberNew = listener(7, 101);
    const other = listener(8, 200);
    for (const x of [anonymous, memberOld, memberNew, other]) h.join(x.l, null);

    h.publish({ event: maintenance(true) });
    h.publish({ event: unread(3), memberId: 7 });
    h.publish({ event: { type: 'sessionEnded', status: 555 }, memberId: 7, sessionId: 100 });

    const types = (x: ReturnType<typeof listener>) => x.received.map((e) => e.event.type);
    expect(types(anonymous)).toEqual(['maintenance']);
    expect(types(other)).toEqual(['maintenance']);
    expect(types(memberNew)).toEqual(['maintenance', 'unread']);
    expect(types(memberOld)).toEqual(['maintenance', 'unread', 'sessionEnded']);

    // Replay applies the same rule: the new session never hears the old one's end.
    const resumed = listener(7, 101);
    const replay = h.join(resumed.l, h.lastId - 3);
    expect(replay.kind === 'events' && replay.events.map((e) => e.event.type)).toEqual([
      'maintenance',
      'unread',
    ]);
  });

  it('refuses an event that breaks the contract', () => {
    const h = hub();
    expect(() => h.publish({ event: { type: 'unread', count: -1 } })).toThrow();
    expect(h.lastId).toBe(0);
  });

  it('is fed from the bus, one hub per stream, ids rising across restarts', () => {
    const bus = createInProcessBus();
    const { hubs, detach } = createSseHubs(bus);
    const before = hubs.general.lastId;
    const betsBefore = hubs.bets.lastId;
    expect(before).toBeGreaterThan(1_600_000_000_000);
    bus.publish('sse.general', { event: unread(1), memberId: 1 });
    bus.publish('sse.bets', { event: { type: 'balance', emoney: 5, point: 1 }, memberId: 1 });
    expect(hubs.general.lastId).toBe(before + 1);
    expect(hubs.bets.lastId).toBe(betsBefore + 1);
    const seen = listener(1, 1);
    hubs.general.join(seen.l, null);
    bus.publish('sse.general', { event: unread(2), memberId: 1 });
    expect(seen.received).toHaveLength(1);
    detach();
    bus.publish('sse.general', { event: unread(3), memberId: 1 });
    expect(seen.received).toHaveLength(1);
  });
});

/** A hub numbered by the bus's stream (NATS JetStream): ids are the stream sequence. */
function streamHub(options: { maxEvents?: number; maxAgeMs?: number; nowMs?: () => number } = {}) {
  return new SseHub<GeneralEvent>({
    name: 'general',
    schema: generalEventSchema,
    ids: 'stream',
    ...options,
  });
}

const at = (seq: number, publishedAtMs = Date.now()) => ({ seq, publishedAtMs });

describe('SSE hub with global ids from the stream', () => {
  it('takes the stream sequence as id, so a Last-Event-ID from another node replays the same events', () => {
    const nodeA = streamHub();
    const nodeB = streamHub();
    for (const node of [nodeA, nodeB]) {
      node.resumeAfter(40);
      for (let seq = 41; seq <= 45; seq++) node.receive({ event: unread(seq) }, at(seq));
    }
    const onA = listener();
    nodeA.join(onA.l, null);
    nodeA.receive({ event: unread(46) }, at(46));
    nodeB.receive({ event: unread(46) }, at(46));
    const lastSeenOnA = onA.received.at(-1)!.id;
    nodeA.leave(onA.l);
    nodeB.receive({ event: unread(47) }, at(47));

    const onB = listener();
    const replay = nodeB.join(onB.l, lastSeenOnA);
    nodeB.receive({ event: unread(48) }, at(48));

    expect(lastSeenOnA).toBe(46);
    expect(replay).toEqual({ kind: 'events', events: [expect.objectContaining({ id: 47 })] });
    expect(onB.received.map((e) => e.id)).toEqual([48]);
  });

  it('ignores a sequence it already has, and after a gap resets clients from before the gap', () => {
    const h = streamHub();
    h.resumeAfter(0);
    h.receive({ event: unread(1) }, at(1));
    h.receive({ event: unread(2) }, at(2));
    expect(h.receive({ event: unread(2) }, at(2))).toBeNull();
    h.receive({ event: unread(9) }, at(9));

    expect(h.lastId).toBe(9);
    expect(h.join(listener().l, 2).kind).toBe('reset');
    expect(h.join(listener().l, 8)).toEqual({
      kind: 'events',
      events: [expect.objectContaining({ id: 9 })],
    });
  });

  it('lets a client ahead of this node join without reset and sends only events after its id', () => {
    const h = streamHub();
    h.resumeAfter(100);
    h.receive({ event: unread(101) }, at(101));
    const ahead = listener();
    const replay = h.join(ahead.l, 103);
    expect(replay).toEqual({ kind: 'events', events: [] });
    expect(h.listenerCount).toBe(1);

    for (let seq = 102; seq <= 105; seq++) h.receive({ event: unread(seq) }, at(seq));

    expect(ahead.received.map((e) => e.id)).toEqual([104, 105]);
  });

  it('keeps the member filter for a client that was ahead, and forgets it when it leaves', () => {
    const h = streamHub();
    h.resumeAfter(10);
    const member = listener(7);
    h.join(member.l, 12);
    h.receive({ event: unread(11), memberId: 7 }, at(11));
    h.receive({ event: unread(12), memberId: 7 }, at(12));
    h.receive({ event: unread(13), memberId: 8 }, at(13));
    h.receive({ event: unread(14), memberId: 7 }, at(14));
    expect(member.received.map((e) => e.id)).toEqual([14]);

    const gone = listener();
    h.join(gone.l, 20);
    h.leave(gone.l);
    for (let seq = 15; seq <= 21; seq++) h.receive({ event: unread(seq) }, at(seq));
    expect(gone.received).toEqual([]);
    expect(h.listenerCount).toBe(1);
  });

  it('resets a client behind the retained window, or further ahead than the window', () => {
    let now = 1_000_000;
    const h = streamHub({ maxEvents: 3, maxAgeMs: 60_000, nowMs: () => now });
    h.resumeAfter(50);
    for (let seq = 51; seq <= 56; seq++) h.receive({ event: unread(seq) }, at(seq, now));

    expect(h.join(listener().l, 50)).toEqual({ kind: 'reset', lastId: 56 });
    expect(h.join(listener().l, 53).kind).toBe('events');
    expect(h.join(listener().l, 52).kind).toBe('reset');
    expect(h.join(listener().l, 59).kind).toBe('events');
    expect(h.join(listener().l, 60).kind).toBe('reset');

    now += 61_000;
    expect(h.join(listener().l, 55).kind).toBe('reset');
    expect(h.join(listener().l, 56)).toEqual({ kind: 'events', events: [] });
  });

  it('starts from the window the bus retains when fed by a bus with global ids', () => {
    const retained = [41, 42, 43];
    const streams: SequencedStreams = {
      window: SSE_REPLAY_WINDOW,
      subscribe(topic, subscriber) {
        subscriber.resumeAfter(40);
        if (topic !== 'sse.general') return () => {};
        const general = subscriber as StreamSubscriber<BusTopics['sse.general']>;
        for (const seq of retained) general.receive({ event: unread(seq) }, at(seq));
        return () => {};
      },
    };
    const streamsBus: Bus = Object.assign(createInProcessBus(), { streams });
    const { hubs } = createSseHubs(streamsBus);

    expect(hubs.general.lastId).toBe(43);
    expect(hubs.bets.lastId).toBe(40);
    expect(hubs.general.join(listener().l, 40)).toEqual({
      kind: 'events',
      events: retained.map((id) => expect.objectContaining({ id })),
    });
    expect(hubs.general.join(listener().l, 39).kind).toBe('reset');
    expect(() => hubs.general.publish({ event: unread(1) })).toThrow();
  });
});

describe('SSE hub with its own ids (the in-process bus, one node)', () => {
  it('keeps resetting a client ahead of it: nobody shares its numbering', () => {
    const h = hub();
    h.publish({ event: unread(1) });
    expect(h.join(listener().l, 2).kind).toBe('reset');
  });
});
