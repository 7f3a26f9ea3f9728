import { describe, expect, it } from 'vitest';
import { createReplayHistory } from '../../../../src/streams/sse/replay-history';
import type { SseMessage } from '../../../../src/streams/sse/sse-parser';

const event = (id: string): SseMessage => ({ id, event: 'message', data: `{"n":${id}}` });
const idsOf = (messages: SseMessage[]) => messages.map((m) => `${m.event}:${m.id}`);

describe('replay history', () => {
  it('replays what a subscriber missed since its id, and nothing to a fresh subscriber', () => {
    const history = createReplayHistory();
    history.opened(history.resumeIdFor('10'));
    ['11', '12', '13'].forEach((id) => history.record(event(id)));
    expect(idsOf(history.replayAfter('11'))).toEqual(['message:12', 'message:13']);
    expect(idsOf(history.replayAfter('10'))).toEqual(['message:11', 'message:12', 'message:13']);
    expect(history.replayAfter('13')).toEqual([]);
    expect(history.replayAfter(null)).toEqual([]);
  });

  it('resumes the real connection from where the shared stream stands', () => {
    const history = createReplayHistory();
    expect(history.resumeIdFor('5')).toBe('5');
    history.opened('5');
    history.record(event('6'));
    history.record(event('6')); // a repeat is not kept twice
    expect(history.resumeIdFor('2')).toBe('6');
    expect(idsOf(history.replayAfter('5'))).toEqual(['message:6']);
  });

  it('answers a reset (refetch) when what the subscriber missed is no longer known', () => {
    const history = createReplayHistory(2);
    history.opened('10');
    ['11', '12', '13'].forEach((id) => history.record(event(id))); // 11 is dropped
    expect(idsOf(history.replayAfter('11'))).toEqual(['message:12', 'message:13']);
    expect(idsOf(history.replayAfter('10'))).toEqual(['reset:13']);

    // Opened without an id: nothing is known before the first event.
    const fresh = createReplayHistory();
    fresh.opened(null);
    fresh.record(event('20'));
    expect(idsOf(fresh.replayAfter('20'))).toEqual([]);
    expect(idsOf(fresh.replayAfter('19'))).toEqual(['reset:20']);
  });

  it("starts over from the server's reset", () => {
    const history = createReplayHistory();
    history.opened('1');
    history.record(event('2'));
    history.record({ id: '50', event: 'reset', data: '{"type":"reset"}' });
    history.record(event('51'));
    expect(idsOf(history.replayAfter('50'))).toEqual(['message:51']);
    expect(idsOf(history.replayAfter('2'))).toEqual(['reset:51']);
  });
});
