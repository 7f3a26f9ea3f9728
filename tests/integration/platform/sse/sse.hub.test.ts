import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../../../server/platform/bus/in-process.bus';
import { SseHub, type HubEvent, type HubListener } from '../../../../server/platform/sse/sse-hub';
import { createSseHubs } from '../../../../server/platform/sse/sse-hubs';
import { generalEventSchema, type GeneralEvent } from '../../../../src/contract/sse.contract';

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
