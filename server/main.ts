import pino from 'pino';
import { buildApp } from './app';
import { prepareDatabase } from './boot/prepare-database';
import { untilDatabaseAnswers } from './boot/until-database-answers';
import { openBus } from './platform/bus/open-bus';
import { loadConfig } from './config';
import { openDb } from './platform/db/open';

/** Past this, a shutdown that hangs is cut short so a supervisor can restart us. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * Behind a balancer (docs/many-nodes.md), how long readiness answers 503 before the
 * server closes, so the balancer's health checks take the node out first and new requests go
 * elsewhere. `npm run cluster` sets it; alone, a node has nobody to drain to and closes at once.
 */
const SHUTDOWN_DRAIN_MS = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS ?? 0) || 0);

/**
 * The process: config → database (waited for while unreachable) → migrations, site defaults, demo
 * only where config.seedDemo (prepareDatabase) → bus → HTTP; graceful close.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });

  const db = await openDb(config);
  await untilDatabaseAnswers(() => prepareDatabase(db, config, log), log);

  const bus = await openBus(
    config.busUrl,
    (error) => log.error({ err: error }, 'bus handler failed'),
    { prefix: config.busPrefix },
  );
  const app = buildApp({ db, bus, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS).unref();
    try {
      app.readiness.drain();
      if (SHUTDOWN_DRAIN_MS > 0)
        await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
      await app.close();
      await bus.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
