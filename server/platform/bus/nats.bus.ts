import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { Bus, BusTopic, BusTopics } from './bus';

/** Subjects are namespaced so one NATS server can carry several sites or environments. */
const SUBJECT_PREFIX = 'site.';

/**
 * The bus across API nodes (ARCHITECTURE §1, `BUS_URL=nats://…`): every node publishes to NATS
 * and every node's subscribers receive every message, its own included, so the SSE hubs of all
 * nodes fan out the same events. Payloads are JSON, as the Bus interface requires.
 */
export async function createNatsBus(
  url: string,
  onHandlerError: (error: unknown) => void = () => {},
): Promise<Bus> {
  const connection: NatsConnection = await connect({ servers: url, name: 'betting-site-api' });
  const subscriptions = new Set<Subscription>();
  let closed = false;

  return {
    publish<T extends BusTopic>(topic: T, message: BusTopics[T]) {
      if (closed) return;
      connection.publish(SUBJECT_PREFIX + topic, JSON.stringify(message));
    },
    subscribe<T extends BusTopic>(topic: T, handler: (message: BusTopics[T]) => void) {
      const subscription = connection.subscribe(SUBJECT_PREFIX + topic, {
        callback: (error, msg) => {
          if (error) return onHandlerError(error);
          try {
            handler(msg.json<BusTopics[T]>());
          } catch (handlerError) {
            onHandlerError(handlerError);
          }
        },
      });
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        subscription.unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      // drain() delivers what is in flight, then closes: no event published before close is lost.
      await connection.drain();
    },
  };
}
