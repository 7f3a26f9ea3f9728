import type { Bus, BusTopic, BusTopics } from './bus';

type Handler = (message: never) => void;

/**
 * The single-process bus: delivery is synchronous and in publish order. A failing handler is
 * reported and does not stop the others, as a remote bus would not let one consumer block
 * another.
 */
export function createInProcessBus(onHandlerError: (error: unknown) => void = () => {}): Bus {
  const handlers = new Map<BusTopic, Set<Handler>>();
  let closed = false;

  return {
    publish<T extends BusTopic>(topic: T, message: BusTopics[T]) {
      if (closed) return;
      for (const handler of [...(handlers.get(topic) ?? [])]) {
        try {
          (handler as (m: BusTopics[T]) => void)(message);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe<T extends BusTopic>(topic: T, handler: (message: BusTopics[T]) => void) {
      const set = handlers.get(topic) ?? new Set<Handler>();
      handlers.set(topic, set);
      set.add(handler as Handler);
      return () => {
        set.delete(handler as Handler);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
