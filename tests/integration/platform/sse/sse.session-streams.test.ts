import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from '../../../../server/platform/bus/in-process.bus';
import { SessionStreams } from '../../../../server/platform/sse/session-streams';

/** The per-node registry that closes a session's streams when the bus says it ended. */
describe('SessionStreams', () => {
  it('ends every connection of the ended sessions with their status, and only those', () => {
    const bus = createInProcessBus();
    const registry = new SessionStreams(bus);
    const [a1, a2, b, c] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    registry.attach(1, a1);
    registry.attach(1, a2);
    registry.attach(2, b);
    registry.attach(3, c);
    expect(registry.openCount).toBe(4);

    bus.publish('session.ended', { memberId: 10, sessionIds: [1, 2], status: 556 });
    expect(a1).toHaveBeenCalledExactlyOnceWith(556);
    expect(a2).toHaveBeenCalledExactlyOnceWith(556);
    expect(b).toHaveBeenCalledExactlyOnceWith(556);
    expect(c).not.toHaveBeenCalled();
    expect(registry.openCount).toBe(1);
  });

  it('ends at once a connection attached after its session ended (token checked just before)', () => {
    const bus = createInProcessBus();
    const registry = new SessionStreams(bus);
    bus.publish('session.ended', { memberId: 10, sessionIds: [7], status: 555 });
    const late = vi.fn();
    registry.attach(7, late);
    expect(late).toHaveBeenCalledExactlyOnceWith(555);
    expect(registry.openCount).toBe(0);
  });

  it('forgets a connection that closed first, and stops listening once detached', () => {
    const bus = createInProcessBus();
    const registry = new SessionStreams(bus);
    const gone = vi.fn();
    const kept = vi.fn();
    registry.attach(1, gone)();
    registry.attach(2, kept);
    registry.detach();
    bus.publish('session.ended', { memberId: 10, sessionIds: [1, 2], status: 401 });
    expect(gone).not.toHaveBeenCalled();
    expect(kept).not.toHaveBeenCalled();
  });
});
