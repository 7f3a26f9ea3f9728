/**
 * Member stream clients that reconnect through the faults: each holds
 * `/api/sse/bets` on one node, and when the connection ends (its node was killed, NATS went
 * away, a proxy fault) reconnects to the next node with Last-Event-ID, as EventSource does. What
 * they received is judged by checks.ts (checkStreams).
 */
import http from 'node:http';
import type { StreamLog } from './checks';

const RECONNECT_PAUSE_MS = 200;

export class StreamWatcher {
  readonly log: StreamLog;
  private request: http.ClientRequest | null = null;
  private stopped = false;
  private lastId: string | null = null;
  private node: number;

  constructor(
    memberId: number,
    private readonly token: string,
    private readonly baseUrls: string[],
    firstNode: number,
    /** Which nodes are up: a client's balancer does not send it to a node it knows is down. */
    private readonly up: readonly boolean[],
  ) {
    this.log = { memberId, ids: [], resets: 0, reconnects: 0 };
    this.node = firstNode;
  }

  start(): void {
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const headers: Record<string, string> = {
      'x-auth-token': `Bearer ${this.token}`,
      accept: 'text/event-stream',
    };
    if (this.lastId !== null) headers['last-event-id'] = this.lastId;
    const request = http.get(
      `${this.baseUrls[this.node]}/api/sse/bets`,
      { headers },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.on('end', () => this.reconnectLater(`http ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            this.frame(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
          }
        });
        response.on('close', () => this.reconnectLater('closed'));
        response.on('error', () => undefined);
      },
    );
    request.on('error', (error) =>
      this.reconnectLater((error as NodeJS.ErrnoException).code ?? 'error'),
    );
    this.request = request;
  }

  private frame(block: string): void {
    let id: string | undefined;
    let event: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
    }
    if (event === 'reset') this.log.resets += 1;
    if (id === undefined || id === '') return;
    this.lastId = id;
    if (event !== 'reset') this.log.ids.push(id);
  }

  private reconnecting = false;

  /** Why connections ended: `closed`, `http 401`, `ECONNREFUSED` … → count. */
  readonly endings: Record<string, number> = {};

  private reconnectLater(why: string): void {
    if (this.stopped || this.reconnecting) return;
    this.reconnecting = true;
    this.log.reconnects += 1;
    this.endings[why] = (this.endings[why] ?? 0) + 1;
    // The next node: a reconnect lands elsewhere, the case global stream ids exist for.
    this.node = (this.node + 1) % this.baseUrls.length;
    for (let k = 0; k < this.baseUrls.length && !this.up[this.node]; k += 1) {
      this.node = (this.node + 1) % this.baseUrls.length;
    }
    setTimeout(() => {
      this.reconnecting = false;
      this.connect();
    }, RECONNECT_PAUSE_MS);
  }

  stop(): void {
    this.stopped = true;
    this.request?.destroy();
  }
}
