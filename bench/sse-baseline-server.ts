/**
 * The baseline of `npm run bench:sse`: the event-stream server anyone would write first with
 * plain node:http. It keeps the open responses in a Set and, for each event as it comes, formats
 * it once and writes it to every client in turn: one `write` per event per client, no batching,
 * no back-pressure. The same load generator measures it beside the real hub.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BaselineSseServer {
  url: string;
  broadcast(event: { type: string }): void;
  close(): Promise<void>;
}

export async function startBaselineSseServer(): Promise<BaselineSseServer> {
  const clients = new Set<http.ServerResponse>();
  let nextId = 1;
  const server = http.createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(': connected baseline\n\n');
    clients.add(response);
    request.on('close', () => clients.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stream`,
    broadcast(event) {
      const frame = `id: ${nextId++}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const client of clients) client.write(frame);
    },
    close() {
      for (const client of clients) client.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
