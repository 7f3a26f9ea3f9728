import type { TabLocks } from '../../../../src/streams/sse/tab-leadership';
import type { TabChannel } from '../../../../src/streams/sse/tab-messages';

interface LockRequest {
  tabId: string;
  callback: (lock: unknown) => unknown;
  settle: (result: { value?: unknown; error?: unknown }) => void;
}

interface LockQueue {
  holder: LockRequest | null;
  waiting: LockRequest[];
}

/** Web Locks with exclusive mode, FIFO queues, abort signals, and release when a tab dies. */
function createLockRegistry() {
  const queues = new Map<string, LockQueue>();
  const queueOf = (name: string) => {
    const queue = queues.get(name) ?? { holder: null, waiting: [] };
    queues.set(name, queue);
    return queue;
  };

  const grantNext = (queue: LockQueue) => {
    if (queue.holder) return;
    const next = queue.waiting.shift();
    if (!next) return;
    queue.holder = next;
    // As in browsers, the callback runs asynchronously after the grant.
    queueMicrotask(async () => {
      let result: { value?: unknown; error?: unknown };
      try {
        result = { value: await next.callback({}) };
      } catch (error) {
        result = { error };
      }
      if (queue.holder !== next) return; // the tab died while holding it
      queue.holder = null;
      next.settle(result);
      grantNext(queue);
    });
  };

  const managerFor = (tabId: string): TabLocks => ({
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const abortError = () => new DOMException('aborted', 'AbortError');
        if (options.signal?.aborted) return reject(abortError());
        const queue = queueOf(name);
        const request: LockRequest = {
          tabId,
          callback,
          settle: ({ value, error }) => (error === undefined ? resolve(value) : reject(error)),
        };
        queue.waiting.push(request);
        options.signal?.addEventListener('abort', () => {
          const index = queue.waiting.indexOf(request);
          if (index === -1) return;
          queue.waiting.splice(index, 1);
          reject(abortError());
        });
        grantNext(queue);
      });
    },
  });

  /** A closed tab's held locks are released and its pending requests vanish. */
  const killTab = (tabId: string) => {
    for (const queue of queues.values()) {
      queue.waiting = queue.waiting.filter((request) => request.tabId !== tabId);
      if (queue.holder?.tabId === tabId) {
        queue.holder = null;
        grantNext(queue);
      }
    }
  };

  return { managerFor, killTab };
}

/** BroadcastChannel: structured clones, delivered asynchronously to the other open channels. */
function createChannelRegistry() {
  const channels = new Set<{ name: string; tabId: string; channel: TabChannel }>();
  const deadTabs = new Set<string>();
  const isOpen = (channel: TabChannel) => [...channels].some((entry) => entry.channel === channel);

  const open = (tabId: string, name: string): TabChannel => {
    let closed = false;
    const channel: TabChannel = {
      onmessage: null,
      postMessage(message) {
        if (deadTabs.has(tabId)) return; // a dead tab runs no code: it posts nothing
        if (closed) throw new DOMException('channel closed', 'InvalidStateError');
        const data = structuredClone(message);
        for (const other of channels) {
          if (other.channel === channel || other.name !== name) continue;
          queueMicrotask(() => {
            if (isOpen(other.channel)) {
              other.channel.onmessage?.(new MessageEvent('message', { data }));
            }
          });
        }
      },
      close() {
        closed = true;
        for (const entry of channels) if (entry.channel === channel) channels.delete(entry);
      },
    };
    channels.add({ name, tabId, channel });
    return channel;
  };

  const killTab = (tabId: string) => {
    deadTabs.add(tabId);
    for (const entry of [...channels]) if (entry.tabId === tabId) channels.delete(entry);
  };

  return { open, killTab };
}

export interface FakeTab {
  id: string;
  locks: TabLocks;
  openChannel: (name: string) => TabChannel;
  /** Where the tab's `pagehide` / `pageshow` fire. */
  pageLifecycle: EventTarget;
  /** The tab closes or crashes: its locks are released and its channels go silent. */
  kill(): void;
}

/** One browser profile: the tabs opened in it share their locks and broadcast channels. */
export function createFakeBrowserProfile() {
  const locks = createLockRegistry();
  const channels = createChannelRegistry();
  let tabCount = 0;
  return {
    openTab(): FakeTab {
      tabCount += 1;
      const id = `tab${tabCount}`;
      return {
        id,
        locks: locks.managerFor(id),
        openChannel: (name) => channels.open(id, name),
        pageLifecycle: new EventTarget(),
        kill() {
          channels.killTab(id);
          locks.killTab(id);
        },
      };
    },
  };
}

/** Lets every queued message, lock grant and zero-delay timer run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
