import type { InspectionEvent, Observer } from 'xstate';

/** One live actor as the developer panel shows it. */
export interface ActorRow {
  sessionId: string;
  name: string;
  state: string;
  lastEvent: string;
  context: unknown;
}

/** Inspection events type the actor loosely; these are the fields actors really carry. */
interface InspectedActor {
  sessionId: string;
  id?: string;
  systemId?: string;
  src?: unknown;
}

const nameOf = (actor: InspectedActor, snapshot: unknown): string =>
  actor.systemId ??
  (snapshot as { machine?: { id?: string } }).machine?.id ??
  (typeof actor.src === 'string' ? actor.src : (actor.id ?? actor.sessionId));

const stateOf = (snapshot: unknown): string => {
  const s = snapshot as { value?: unknown; status?: string };
  if (s.value !== undefined) return typeof s.value === 'string' ? s.value : JSON.stringify(s.value);
  return s.status ?? '?';
};

/**
 * Folds XState inspection events into a list of live actors (docs/architecture.md §3: the in-app panel
 * is fed by the same events as Stately's inspector). Works offline and in tests.
 */
export function createInspectionFeed() {
  const rows = new Map<string, ActorRow>();
  const listeners = new Set<() => void>();
  let snapshot: ActorRow[] = [];
  const publish = () => {
    snapshot = [...rows.values()];
    for (const listener of listeners) listener();
  };

  const inspect: Observer<InspectionEvent> = {
    next(event) {
      if (event.type !== '@xstate.snapshot') return;
      const actorRef = event.actorRef as InspectedActor;
      const status = (event.snapshot as { status?: string }).status;
      if (status !== 'active') {
        if (rows.delete(actorRef.sessionId)) publish();
        return;
      }
      rows.set(actorRef.sessionId, {
        sessionId: actorRef.sessionId,
        name: nameOf(actorRef, event.snapshot),
        state: stateOf(event.snapshot),
        lastEvent: event.event.type,
        context: (event.snapshot as { context?: unknown }).context,
      });
      publish();
    },
  };

  return {
    inspect,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

export type InspectionFeed = ReturnType<typeof createInspectionFeed>;
