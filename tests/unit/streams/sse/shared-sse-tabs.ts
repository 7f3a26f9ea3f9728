import { Subject } from 'rxjs';
import { fromSse } from '../../../../src/streams/sse/from-sse';
import { createMemoryLastEventIdStore } from '../../../../src/streams/sse/last-event-id';
import { createSharedSseTransport } from '../../../../src/streams/sse/shared-sse-transport';
import type { SseMessage } from '../../../../src/streams/sse/sse-parser';
import { reportHttpStatus } from '../../../../src/streams/sse/sse-transport';
import type { ConnectionStatus } from '../../../../src/stores/connection.store';
import type { createFakeBrowserProfile } from './fake-browser-profile';
import { createFakeSseTransport } from './fake-sse-transport';

export interface FollowOptions {
  token?: string;
  reconnectDelay?: number;
}

/**
 * One simulated tab: its own network (a fake direct transport, to see which tab really
 * connects) behind the shared transport, and `follow` = one `fromSse` subscription, as a stream
 * of the app would make it.
 */
export function openTab(profile: ReturnType<typeof createFakeBrowserProfile>) {
  const tab = profile.openTab();
  const network = createFakeSseTransport();
  const transport = createSharedSseTransport(network.transport, {
    locks: tab.locks,
    openChannel: tab.openChannel,
    pageLifecycle: tab.pageLifecycle,
    tabId: tab.id,
  });
  const httpStatuses: number[] = [];
  const reportingTransport = reportHttpStatus(transport, (status) => httpStatuses.push(status));

  function follow(path: string, { token, reconnectDelay = 0 }: FollowOptions = {}) {
    const statuses: ConnectionStatus[] = [];
    const received: SseMessage[] = [];
    const online$ = new Subject<boolean>();
    let resets = 0;
    const subscription = fromSse(path, {
      transport: reportingTransport,
      baseUrl: '/api',
      getToken: () => token ?? null,
      lastEventIdStore: createMemoryLastEventIdStore(),
      // Repeats collapsed, as the connection store records them.
      onStatus: (status) => void (statuses.at(-1) !== status && statuses.push(status)),
      onReset: () => (resets += 1),
      reconnectDelay: () => reconnectDelay,
      online$,
    }).subscribe((message) => received.push(message));
    return {
      statuses,
      received,
      ids: () => received.map((message) => message.id),
      resets: () => resets,
      online$,
      subscription,
    };
  }

  return { tab, network, transport, httpStatuses, follow };
}

/** The real connections a tab holds to `path`, open or not. */
export const connectionsTo = (tab: ReturnType<typeof openTab>, path: string) =>
  tab.network.connections.filter((connection) => connection.request.url === `/api/${path}`);

export const openConnectionsTo = (tab: ReturnType<typeof openTab>, path: string) =>
  connectionsTo(tab, path).filter((connection) => !connection.closed);
