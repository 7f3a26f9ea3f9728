/**
 * The built-in demo provider (docs/architecture.md §10): a
 * provider server of its own, registered by server/app.ts under /provider/demo on the site's port.
 * It is another company: it has its own tables (migration 024), keys (DATA_DIR), clock and jobs,
 * and reaches our wallet only over signed HTTP (docs/casino-wallet.md), by default at the
 * address this server listens on.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import type { Clock } from '../../platform/lib/clock';
import { demoProviderReportKey, loadOrCreateDemoProviderKeys } from './keys';
import { rollBackStaleBets } from './stale-bets';
import { advanceTables } from './table-engine';
import { TableFeed } from './table-feed';
import { providerErrorHandler } from './provider-errors';
import type { ProviderContext } from './provider-context';
import { providerRoutes } from './provider.routes';
import { tableRoutes } from './table.routes';
import { playPageRoutes } from './pages/play-page.routes';
import { drainWalletOutbox } from './wallet-book';
import {
  DEFAULT_WALLET_ATTEMPTS,
  DEFAULT_WALLET_TIMEOUT_MS,
  WALLET_PROVIDER_CODE,
  WalletClient,
} from './wallet-client';

export interface DemoProviderOptions {
  db: Db;
  clock: Clock;
  /** Where the keys live (DATA_DIR, also for DATABASE_URL deployments). */
  dataDir: string;
  /** The built pages (config.distDir), for the game page route. */
  distDir: string;
  /** How often the tables and the outbox run (0: only through the dev tick). */
  tickMs: number;
  /** POST …/api/dev/tick (simulated time only): tests and the dev clock step the tables. */
  devRoutes: boolean;
  /** The operator's origin; default: the address this server listens on. */
  walletBaseUrl?: () => string;
  walletTimeoutMs?: number;
  walletAttempts?: number;
}

/** http://<host>:<port> of the listening server (the wildcard addresses reach it on loopback). */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://127.0.0.1:0';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Our side's configuration of the demo provider: its public key and its report key. */
async function publishKeys(db: Db, dataDir: string): Promise<void> {
  const keys = await loadOrCreateDemoProviderKeys(dataDir);
  const reportKey = await demoProviderReportKey(dataDir);
  await db.query(
    'UPDATE casino_providers SET public_key_pem = $2, report_key = $3 WHERE code = $1',
    [WALLET_PROVIDER_CODE, keys.publicKeyPem, reportKey],
  );
}

export const demoProviderPlugin: FastifyPluginAsync<DemoProviderOptions> = async (app, options) => {
  const keys = await loadOrCreateDemoProviderKeys(options.dataDir);
  const wallet = new WalletClient({
    baseUrl: options.walletBaseUrl ?? (() => ownAddress(app)),
    privateKeyPem: keys.privateKeyPem,
    timeoutMs: options.walletTimeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS,
    attempts: options.walletAttempts ?? DEFAULT_WALLET_ATTEMPTS,
  });
  const context: ProviderContext = {
    db: options.db,
    clock: options.clock,
    wallet,
    feed: new TableFeed(options.clock),
    reportKey: () => demoProviderReportKey(options.dataDir),
  };
  // One tick: the leader moves the tables, any node sends what the outbox owes, every node tells
  // its own streams.
  const loop = new JobLoop(
    async () => {
      await advanceTables(context);
      await rollBackStaleBets(context);
      await drainWalletOutbox(context);
      await context.feed.poll(context.db);
    },
    (error) => app.log.error(error, 'demo provider tick failed'),
  );

  app.setErrorHandler(providerErrorHandler);
  app.addHook('onReady', async () => {
    await publishKeys(options.db, options.dataDir);
    loop.start(options.tickMs);
    // Tables open at start, not a tick later (tests, with no timer, step them by hand).
    if (options.tickMs > 0) void loop.runNow().catch(() => undefined);
  });
  app.addHook('onClose', () => loop.stop());

  await app.register(providerRoutes, { context });
  await app.register(tableRoutes, { context });
  await app.register(playPageRoutes, { distDir: options.distDir });
  if (options.devRoutes) {
    app.post('/api/dev/tick', async () => {
      await loop.runNow();
      return { now: options.clock().toISOString() };
    });
  }
};
