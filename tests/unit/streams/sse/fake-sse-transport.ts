import { Observable, Subject } from 'rxjs';
import type {
  SseRequest,
  SseTransport,
  SseTransportEvent,
} from '../../../../src/streams/sse/sse-transport';

export interface FakeConnection {
  request: SseRequest;
  server: Subject<SseTransportEvent>;
  closed: boolean;
}

/** A Subject-backed transport injected in place of the network: each connect is a Subject the test drives. */
export function createFakeSseTransport() {
  const connections: FakeConnection[] = [];
  const transport: SseTransport = (request) =>
    new Observable<SseTransportEvent>((subscriber) => {
      const connection: FakeConnection = { request, server: new Subject(), closed: false };
      connections.push(connection);
      const subscription = connection.server.subscribe(subscriber);
      return () => {
        connection.closed = true;
        subscription.unsubscribe();
      };
    });
  const last = (): FakeConnection => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('no connection opened');
    return connection;
  };
  return { transport, connections, last };
}

export const open = (): SseTransportEvent => ({ type: 'open' });

export const message = (
  id: string | null,
  data: unknown,
  event = 'message',
): SseTransportEvent => ({
  type: 'message',
  message: { id, event, data: JSON.stringify(data) },
});
