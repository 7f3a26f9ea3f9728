import { describe, expect, it } from 'vitest';
import { SseHub, type HubEvent, type HubListener } from '../../../server/platform/sse/sse-hub';
import { formatSseEvent } from '../../../server/platform/sse/sse-format';
import { generalEventSchema, type GeneralEvent } from '../../../common/contract/sse.contract';

const hub = () => new SseHub<GeneralEvent>({ name: 'general', schema: generalEventSchema });

function listener(memberId: number | null, sessionId: number | null = null) {
  const received: HubEvent<GeneralEvent>[] = [];
  const l: HubListener<GeneralEvent> = { memberId, sessionId, deliver: (e) => received.push(e) };
  return { l, received };
}

describe('SSE hub fan-out', () => {
  it('formats an event once: every listener gets the same Buffer, with the wire text', () => {
    const h = hub();
    const event = h.publish({ event: { type: 'maintenance', siteNoticeFlg: true } });
    const first = h.frameOf(event);
    expect(h.frameOf(event)).toBe(first);
    expect(first.toString()).toBe(formatSseEvent(event.id, 'maintenance', event.event));
  });

  it('reaches an addressed event only through its member, never offering it to anyone else', () => {
    const h = hub();
    const offered: number[] = [];
    const spy = (memberId: number | null, sessionId: number | null): HubListener<GeneralEvent> => ({
      memberId,
      sessionId,
      deliver: () => offered.push(memberId ?? 0),
    });
    for (let memberId = 1; memberId <= 50; memberId++) h.join(spy(memberId, memberId * 10), null);
    h.join(spy(null, null), null);

    h.publish({ event: { type: 'unread', count: 1 }, memberId: 7 });
    expect(offered).toEqual([7]);
    offered.length = 0;
    h.publish({ event: { type: 'unread', count: 2 }, memberId: 7, sessionId: 71 });
    expect(offered).toEqual([]);
    h.publish({ event: { type: 'unread', count: 3 }, memberId: 7, sessionId: 70 });
    expect(offered).toEqual([7]);
    offered.length = 0;
    h.publish({ event: { type: 'maintenance', siteNoticeFlg: false } });
    expect(offered).toHaveLength(51);
  });

  it('forgets a listener that leaves, from the broadcast set and its member index alike', () => {
    const h = hub();
    const stays = listener(3, 30);
    const leaves = listener(3, 31);
    h.join(stays.l, null);
    h.join(leaves.l, null);
    h.leave(leaves.l);
    h.publish({ event: { type: 'unread', count: 1 }, memberId: 3 });
    h.publish({ event: { type: 'maintenance', siteNoticeFlg: true } });
    expect(stays.received).toHaveLength(2);
    expect(leaves.received).toHaveLength(0);
    expect(h.listenerCount).toBe(1);
    h.leave(stays.l);
    h.publish({ event: { type: 'unread', count: 2 }, memberId: 3 });
    expect(stays.received).toHaveLength(2);
  });

  it('skips a listener that leaves while an event is being delivered', () => {
    const h = hub();
    const second = listener(null);
    const first: HubListener<GeneralEvent> = {
      memberId: null,
      sessionId: null,
      deliver: () => h.leave(second.l),
    };
    h.join(first, null);
    h.join(second.l, null);
    h.publish({ event: { type: 'maintenance', siteNoticeFlg: true } });
    expect(second.received).toHaveLength(0);
  });
});
