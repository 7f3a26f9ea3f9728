import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeats, type HeartbeatTarget } from '../../../server/platform/sse/sse-heartbeats';

function target() {
  const frames: Buffer[] = [];
  const t: HeartbeatTarget = { sendFrame: (frame) => frames.push(frame) };
  return { t, frames };
}

describe('SSE heartbeats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats every stream of a period from one timer, with one shared comment frame', () => {
    const beats = new Heartbeats();
    const a = target();
    const b = target();
    beats.add(1_000, a.t);
    beats.add(1_000, b.t);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(a.frames).toHaveLength(2);
    expect(b.frames).toHaveLength(2);
    expect(a.frames[0]).toBe(b.frames[0]);
    expect(a.frames[0]!.toString()).toBe(': heartbeat\n\n');
  });

  it('stops beating a stream that left, and stops the timer with the last one', () => {
    const beats = new Heartbeats();
    const a = target();
    const b = target();
    beats.add(1_000, a.t);
    beats.add(500, b.t);
    expect(vi.getTimerCount()).toBe(2);
    beats.remove(1_000, a.t);
    vi.advanceTimersByTime(1_000);
    expect(a.frames).toHaveLength(0);
    expect(b.frames).toHaveLength(2);
    beats.remove(500, b.t);
    expect(vi.getTimerCount()).toBe(0);
    expect(beats.count).toBe(0);
  });
});
