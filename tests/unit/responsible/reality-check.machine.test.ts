import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { nextCheckAtMs, realityCheckMachine } from '../../../src/machines/reality-check.machine';

const MINUTE = 60_000;
const START = new Date('2025-01-01T00:00:00Z').getTime();

function startRealityCheck() {
  const requestLogout = vi.fn();
  const announceDue = vi.fn();
  const announceDone = vi.fn();
  const actor = createActor(
    realityCheckMachine.provide({ actions: { requestLogout, announceDue, announceDone } }),
  ).start();
  return {
    actor,
    requestLogout,
    announceDue,
    announceDone,
    state: () => actor.getSnapshot().value,
  };
}

describe('reality check timer (RTS 13)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('fires after its interval, and again a full interval after "계속하기"', () => {
    const check = startRealityCheck();
    check.actor.send({ type: 'PLAN', intervalMin: 15, sessionStartedAtMs: START });

    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(check.state()).toBe('counting');
    vi.advanceTimersByTime(1);
    expect(check.state()).toBe('due');
    expect(check.announceDue).toHaveBeenCalledTimes(1);

    // The member reads the figures for two minutes, then continues: 15 minutes from then.
    vi.advanceTimersByTime(2 * MINUTE);
    check.actor.send({ type: 'CONTINUE' });
    expect(check.state()).toBe('counting');
    expect(check.announceDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(check.state()).toBe('counting');
    vi.advanceTimersByTime(1);
    expect(check.state()).toBe('due');
    expect(check.announceDue).toHaveBeenCalledTimes(2);
  });

  it('"로그아웃" asks the session to log out and stops the timer', () => {
    const check = startRealityCheck();
    check.actor.send({ type: 'PLAN', intervalMin: 30, sessionStartedAtMs: START });
    vi.advanceTimersByTime(30 * MINUTE);
    check.actor.send({ type: 'LOG_OUT' });
    expect(check.requestLogout).toHaveBeenCalledTimes(1);
    expect(check.state()).toBe('off');
    vi.advanceTimersByTime(120 * MINUTE);
    expect(check.announceDue).toHaveBeenCalledTimes(1);
  });

  it('counts from the session start, so a reload keeps the rhythm', () => {
    vi.setSystemTime(START + 40 * MINUTE);
    const check = startRealityCheck();
    check.actor.send({ type: 'PLAN', intervalMin: 15, sessionStartedAtMs: START });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(check.state()).toBe('counting');
    vi.advanceTimersByTime(1);
    expect(check.state()).toBe('due');
  });

  it('off (0) sets no timer; a new interval re-plans; the end of the session stops it', () => {
    const check = startRealityCheck();
    check.actor.send({ type: 'PLAN', intervalMin: 0, sessionStartedAtMs: START });
    vi.advanceTimersByTime(120 * MINUTE);
    expect(check.state()).toBe('off');

    check.actor.send({ type: 'PLAN', intervalMin: 60, sessionStartedAtMs: START });
    vi.advanceTimersByTime(10 * MINUTE); // 130 minutes in: next whole hour is 180
    check.actor.send({ type: 'PLAN', intervalMin: 15, sessionStartedAtMs: START });
    vi.advanceTimersByTime(5 * MINUTE); // 135 = 9 × 15
    expect(check.state()).toBe('due');

    check.actor.send({ type: 'STOP' });
    expect(check.state()).toBe('off');
    vi.advanceTimersByTime(60 * MINUTE);
    expect(check.state()).toBe('off');
  });

  it('nextCheckAtMs: the first whole interval after now', () => {
    expect(nextCheckAtMs(START, 15 * MINUTE, START)).toBe(START + 15 * MINUTE);
    expect(nextCheckAtMs(START, 15 * MINUTE, START + 15 * MINUTE)).toBe(START + 30 * MINUTE);
    expect(nextCheckAtMs(START, 15 * MINUTE, START - MINUTE)).toBe(START + 15 * MINUTE);
  });
});
