// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckSummary } from '../../../common/contract/responsible.contract';
import { resetStores } from '../stores/reset-stores';
import { fakeEffects, MINUTE, settle, START, startSessionActor } from '../machines/session-harness';

const summary = vi.hoisted(() => ({ current: null as RealityCheckSummary | null }));
vi.mock('../../../src/api/responsible.api', () => ({
  fetchRealityCheckSummary: () => Promise.resolve(summary.current),
}));

const { getRealityCheckActor, startResponsibleTimers } =
  await import('../../../src/app/responsible-io');

/**
 * After a login the server's summary plans the reality check and caps the session at
 * its time limit, measured from the server's `now` so a skewed browser clock changes nothing.
 */
describe('responsible timers wired to the session', () => {
  let effects: ReturnType<typeof fakeEffects>;
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers({ now: START });
    effects = fakeEffects('/login');
  });
  afterEach(() => {
    effects.restore();
    vi.useRealTimers();
  });

  it('plans both timers from the summary, whatever the server clock says', async () => {
    // The server's clock runs an hour ahead of the browser's; the session began 5 minutes ago.
    const serverNow = START.getTime() + 60 * MINUTE;
    summary.current = {
      sessionStartedAt: new Date(serverNow - 5 * MINUTE).toISOString(),
      now: new Date(serverNow).toISOString(),
      elapsedSec: 5 * 60,
      stakesWon: 0,
      returnsWon: 0,
      netWon: 0,
      intervalMin: 15,
      sessionEndsAt: new Date(serverNow + 25 * MINUTE).toISOString(),
    };
    const session = startSessionActor({ autoLogoutMin: 60 });
    const stop = startResponsibleTimers(session.actor);
    session.actor.send({ type: 'LOGIN', userId: 'member01', password: 'pass1234' });
    await settle();

    expect(session.actor.getSnapshot().context.sessionEndsAtMs).toBe(START.getTime() + 25 * MINUTE);
    const check = getRealityCheckActor();
    expect(check.getSnapshot().context.dueAtMs).toBe(START.getTime() + 10 * MINUTE);

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(check.getSnapshot().value).toBe('due');

    // The session limit ends the session; the reality check stops with it.
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(session.state()).toBe('loggedOut');
    expect(check.getSnapshot().value).toBe('off');
    expect(effects.notify).toHaveBeenCalledWith('설정하신 접속 시간이 끝나 로그아웃되었습니다.');
    stop();
  });
});
