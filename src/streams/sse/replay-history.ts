import { SSE_RESET_EVENT } from './from-sse';
import { isAlreadyDelivered } from './last-event-id';
import type { SseMessage } from './sse-parser';

/** About a minute of a busy stream: longer than the back-off of the tabs sharing it, mostly. */
export const REPLAY_HISTORY_LIMIT = 1_000;

/**
 * The recent events of one shared stream, kept by the leader tab. Tabs do not reconnect in
 * lock-step (each has its own back-off), and after a leader change every tab re-attaches: a tab
 * joining a live connection late must get what it missed since its Last-Event-ID, exactly as the
 * server would replay it, or else a `reset` (refetch the snapshots), again as the server does.
 */
export interface ReplayHistory {
  /** The Last-Event-ID to (re)open the real connection with. */
  resumeIdFor(requestedId: string | null): string | null;
  /** The real connection was opened with `resumeId`. */
  opened(resumeId: string | null): void;
  record(message: SseMessage): void;
  /** What a subscriber that has seen up to `lastId` needs to catch up with the stream. */
  replayAfter(lastId: string | null): SseMessage[];
}

const resetMessage = (id: string): SseMessage => ({
  id,
  event: SSE_RESET_EVENT,
  data: JSON.stringify({ type: SSE_RESET_EVENT }),
});

export function createReplayHistory(limit = REPLAY_HISTORY_LIMIT): ReplayHistory {
  let entries: (SseMessage & { id: string })[] = [];
  /** Every event after `floor` is in `entries`; null while that starting point is unknown. */
  let floor: string | null = null;
  let latest: string | null = null;

  // `isAlreadyDelivered(a, b)` reads "a ≤ b" for the stream's monotonic ids.
  const covers = (lastId: string) =>
    (floor !== null && isAlreadyDelivered(floor, lastId)) ||
    (entries[0] !== undefined && isAlreadyDelivered(entries[0].id, lastId));

  return {
    // Resuming where the shared stream stands keeps `entries` gap-free across reconnects.
    resumeIdFor: (requestedId) => latest ?? floor ?? requestedId,
    opened(resumeId) {
      if (latest === null && floor === null) floor = resumeId;
    },
    record(message) {
      if (message.id === null) return;
      const id = message.id;
      if (message.event === SSE_RESET_EVENT) {
        // The server lost track of what came before: so does the history.
        entries = [];
        floor = id;
        latest = id;
        return;
      }
      if (latest !== null && isAlreadyDelivered(id, latest)) return;
      entries.push({ ...message, id });
      latest = id;
      if (entries.length > limit) floor = entries.shift()?.id ?? floor;
    },
    replayAfter(lastId) {
      // A fresh subscriber gets what a fresh connection gets from the server: nothing old.
      if (lastId === null) return [];
      if (!covers(lastId)) return [resetMessage(latest ?? lastId)];
      return entries.filter((entry) => !isAlreadyDelivered(entry.id, lastId));
    },
  };
}
