/** The part of the Web Locks API used here (tests pass an in-memory one). */
export interface TabLocks {
  request(
    name: string,
    options: { mode: 'exclusive'; signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

export interface TabLeadership {
  /**
   * Resolves once this tab holds its presence lock. Other tabs learn that a tab closed by
   * acquiring that lock, so this tab must hold it before it shows itself to them.
   */
  readonly present: Promise<void>;
  /** Calls `onGone` once the tab `tabId` has closed (or crashed). */
  watchTab(tabId: string, onGone: () => void): void;
  /** Lets go of the leadership and the presence (the app stops). */
  release(): void;
}

export interface TabLeadershipOptions {
  /** Prefix of the lock names, shared by every tab of the app. */
  name: string;
  tabId: string;
  onLeader(): void;
}

const presenceLockName = (name: string, tabId: string) => `${name}:tab:${tabId}`;

/**
 * Leader election with Web Locks: every tab queues for one exclusive lock and holds it for its
 * life; the browser hands it to the next tab when the holder closes, even when it crashes. The
 * same trick tells the leader when a follower went away: each tab holds a lock of its own, which
 * the leader can only get once that tab is gone. Locks beat heartbeats here: hidden tabs have
 * their timers throttled to once a minute, and a throttled heartbeat looks like a dead tab.
 */
export function startTabLeadership(
  locks: TabLocks,
  { name, tabId, onLeader }: TabLeadershipOptions,
): TabLeadership {
  const released = new AbortController();
  let releaseHeldLocks = () => {};
  // Locks are held while their callback's promise is pending.
  const heldUntilRelease = new Promise<void>((resolve) => (releaseHeldLocks = resolve));
  const options = { mode: 'exclusive', signal: released.signal } as const;
  // A released tab's pending requests reject with an AbortError: expected, nothing to report.
  const ignoreAbort = (request: Promise<unknown>) => void request.catch(() => {});

  const present = new Promise<void>((resolve) => {
    ignoreAbort(
      locks.request(presenceLockName(name, tabId), options, () => {
        resolve();
        return heldUntilRelease;
      }),
    );
  });
  void present.then(() =>
    ignoreAbort(
      locks.request(`${name}:leader`, options, () => {
        if (!released.signal.aborted) onLeader();
        return heldUntilRelease;
      }),
    ),
  );

  return {
    present,
    watchTab(otherTabId, onGone) {
      // Granted only when the other tab no longer holds it; released again at once.
      ignoreAbort(locks.request(presenceLockName(name, otherTabId), options, () => onGone()));
    },
    release() {
      released.abort();
      releaseHeldLocks();
    },
  };
}
