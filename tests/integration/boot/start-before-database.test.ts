/**
 * A node started while PostgreSQL is unreachable waits for it and then serves, instead
 * of exiting. The real server process is pointed at a port where nothing listens yet; once it has
 * said it is waiting, a TCP forwarder to the test PostgreSQL opens on that port. PostgreSQL only.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { openPostgres } from '../../../server/platform/db/pg.driver';
import { freePort } from '../../../sim/faults/ports';
import {
  startServer,
  stopServer,
  waitForReady,
  type ServerProcess,
} from '../helpers/server-process';
import { TEST_DATABASE_URL } from '../helpers/test-db';

/** Resolves once the server's output contains `text`. */
function outputShows(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(text)) resolve();
      else if (server.exit) reject(new Error(`server exited:\n${server.output()}`));
    };
    server.child.stdout?.on('data', check);
    server.child.stderr?.on('data', check);
    void server.exited.then(check);
    check();
  });
}

/** Forwards every connection on `port` to the test PostgreSQL. */
function forwardTo(database: URL, port: number): Promise<net.Server> {
  const forwarder = net.createServer((socket) => {
    const upstream = net.connect(Number(database.port || 5432), database.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => forwarder.listen(port, '127.0.0.1', () => resolve(forwarder)));
}

describe.runIf(TEST_DATABASE_URL)('a node started before its database', () => {
  const schema = `t_boot_${Math.random().toString(36).slice(2, 10)}`;
  let db: Db | undefined;
  let server: ServerProcess | undefined;
  let forwarder: net.Server | undefined;
  afterAll(async () => {
    await stopServer(server);
    await new Promise((resolve) => (forwarder ? forwarder.close(resolve) : resolve(undefined)));
    await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.close();
  });

  it(
    'waits while PostgreSQL is unreachable, then migrates and serves',
    { timeout: 120_000 },
    async () => {
      const database = new URL(TEST_DATABASE_URL!);
      db = await openPostgres(TEST_DATABASE_URL!, { schema, max: 1 });
      const port = await freePort();
      const url = new URL(TEST_DATABASE_URL!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.searchParams.set('options', `-c search_path=${schema}`);

      // NODE_ENV=test (the runner's) would silence the log this test waits for.
      server = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
      await outputShows(server, 'database not reachable; waiting for it');
      expect(server.exit).toBeNull();

      forwarder = await forwardTo(database, port);
      await waitForReady(server);
      const [migrated] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM schema_migrations',
      );
      expect(migrated!.n).toBeGreaterThan(30);
    },
  );
});
