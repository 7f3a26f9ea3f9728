/**
 * Where a stream remembers the id of the last event it delivered. In memory by default: after a
 * page reload the snapshots are fetched again, so resuming an old position would only replay
 * what the snapshot already holds.
 */
export interface LastEventIdStore {
  get(): string | null;
  set(id: string | null): void;
}

export function createMemoryLastEventIdStore(initial: string | null = null): LastEventIdStore {
  let lastId = initial;
  return { get: () => lastId, set: (id) => void (lastId = id) };
}

const isNumericId = (id: string) => /^\d+$/.test(id);

/** Ids are monotonic (docs/architecture.md §7): anything at or before the last delivered id is a repeat. */
export function isAlreadyDelivered(id: string, lastId: string | null): boolean {
  if (lastId === null) return false;
  if (isNumericId(id) && isNumericId(lastId)) return BigInt(id) <= BigInt(lastId);
  return id === lastId;
}
