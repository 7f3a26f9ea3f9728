/**
 * A fault-injecting TCP proxy between the nodes and PostgreSQL, for dropped and stalled database
 * connections: it forwards bytes both ways and, on command, destroys every connection,
 * destroys one, or holds all traffic for a while (a stalled network, not a closed one: the bytes
 * are delivered when the stall ends, so a node sees a slow database, then a working one).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
}

export class FaultProxy {
  private readonly pairs = new Set<Pair>();
  private stalledUntil = 0;
  private readonly resumeTimers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Listens on a free loopback port and forwards to `target`. */
  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const holder: { proxy?: FaultProxy } = {};
    const server = createServer((client) => holder.proxy?.accept(client, target));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    holder.proxy = new FaultProxy(
      server,
      typeof address === 'object' && address ? address.port : 0,
    );
    return holder.proxy;
  }

  get connections(): number {
    return this.pairs.size;
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream };
    this.pairs.add(pair);
    const drop = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    this.forward(client, upstream);
    this.forward(upstream, client);
    if (Date.now() < this.stalledUntil) this.pausePair(pair, this.stalledUntil - Date.now());
  }

  private forward(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => {
          if (Date.now() >= this.stalledUntil) from.resume();
        });
      }
    });
  }

  /**
   * The port the client (a node) connects from, for the upstream connection whose local port
   * PostgreSQL reports as the backend's client_port; null when no such connection is live.
   */
  clientPortOfUpstream(upstreamLocalPort: number): number | null {
    for (const pair of this.pairs) {
      if (pair.upstream.localPort === upstreamLocalPort) return pair.client.remotePort ?? null;
    }
    return null;
  }

  /** Destroys every connection: each node's pool sees its sockets reset mid-query. */
  dropAll(): number {
    const count = this.pairs.size;
    for (const pair of [...this.pairs]) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    return count;
  }

  /** Destroys the `index`-th live connection (modulo their count); false when there is none. */
  dropOne(index: number): boolean {
    const list = [...this.pairs];
    if (list.length === 0) return false;
    const pair = list[index % list.length]!;
    this.pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
    return true;
  }

  /** Holds every byte in both directions for `ms` (new connections too), then lets it flow. */
  stall(ms: number): void {
    this.stalledUntil = Math.max(this.stalledUntil, Date.now() + ms);
    for (const pair of this.pairs) this.pausePair(pair, this.stalledUntil - Date.now());
  }

  private pausePair(pair: Pair, ms: number): void {
    pair.client.pause();
    pair.upstream.pause();
    const timer = setTimeout(() => {
      this.resumeTimers.delete(timer);
      const left = this.stalledUntil - Date.now();
      // Still stalled: a longer stall took over, or the timer fired a millisecond early by the
      // wall clock. Wait again rather than return: with no timer left the pair would stay
      // paused for good, its transaction open in PostgreSQL and every other one queued behind
      // its locks (a long run hung on seed 118 that way).
      if (left > 0) return this.pausePair(pair, left);
      pair.client.resume();
      pair.upstream.resume();
    }, ms);
    this.resumeTimers.add(timer);
  }

  async close(): Promise<void> {
    for (const timer of this.resumeTimers) clearTimeout(timer);
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
