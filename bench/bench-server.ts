import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { createInProcessBus } from '../server/platform/bus/in-process.bus';
import { testConfig } from '../server/config';
import type { Db } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { openPglite } from '../server/platform/db/pglite.driver';
import { seedDemoData } from '../server/seed/seed';

export type BenchTarget = 'pglite' | 'postgres';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Connections the pg pool may open; matches the autocannon client count of the busiest run. */
const PG_POOL_SIZE = 32;

/**
 * The real API, listening on a free loopback port over a freshly migrated and seeded database:
 * PGlite in memory, or a throw-away schema on PostgreSQL. Login limits are lifted because a
 * benchmark logs in far more often than a person could.
 */
export async function startBenchServer(target: BenchTarget, pgUrl?: string): Promise<BenchServer> {
  const schema = `bench_${Date.now().toString(36)}`;
  let db: Db;
  if (target === 'pglite') db = await openPglite(undefined);
  else {
    if (!pgUrl) throw new Error('PostgreSQL URL required');
    db = await openPostgres(pgUrl, { schema, max: PG_POOL_SIZE });
  }
  await migrate(db);
  await seedDemoData(db);
  const base = testConfig({ logLevel: 'silent' });
  const config = {
    ...base,
    login: { ...base.login, requestsPerMinute: 1_000_000, maxFailuresPerIp: 1_000_000 },
  };
  const bus = createInProcessBus();
  const app = buildApp({ db, bus, config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    async close() {
      await app.close();
      await bus.close();
      if (target === 'postgres') await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}
