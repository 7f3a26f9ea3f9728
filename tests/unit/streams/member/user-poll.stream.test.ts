import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_POLL_MS, userPoll$ } from '../../../../src/streams/member/user-poll.stream';
import { member } from '../../stores/fixtures';

describe('userPoll$', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the user every 5 seconds', async () => {
    const fetchUser = vi.fn(async () => member());
    const users: unknown[] = [];
    const subscription = userPoll$(fetchUser).subscribe((u) => users.push(u));
    expect(USER_POLL_MS).toBe(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(users).toHaveLength(3);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchUser).toHaveBeenCalledTimes(3);
  });

  it('never stacks a slow request and survives a failed one', async () => {
    let resolveSlow: (() => void) | undefined;
    const fetchUser = vi
      .fn<() => Promise<ReturnType<typeof member>>>()
      .mockImplementationOnce(() => Promise.reject(new Error('555')))
      .mockImplementationOnce(
        () => new Promise((resolve) => (resolveSlow = () => resolve(member()))),
      )
      .mockImplementation(async () => member());
    const users: unknown[] = [];
    userPoll$(fetchUser).subscribe((u) => users.push(u));
    await vi.advanceTimersByTimeAsync(5_000); // fails
    await vi.advanceTimersByTimeAsync(5_000); // slow one starts
    await vi.advanceTimersByTimeAsync(10_000); // two ticks skipped while it runs
    expect(fetchUser).toHaveBeenCalledTimes(2);
    resolveSlow?.();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(users).toHaveLength(2);
  });
});
