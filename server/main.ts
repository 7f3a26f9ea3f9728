import pino from 'pino';
import { buildApp } from './app';
import { openBus } from './bus/open-bus';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedDemoData } from './seed/seed';

/** Past this, a shutdown that hangs is cut short so a supervisor can restart us. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The process: config → database → migrations → seed (once) → bus → HTTP; graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });

  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  if (await seedDemoData(db)) log.info('demo data seeded (demo / admin / manager)');

  const bus = await openBus(config.busUrl, (error) =>
    log.error({ err: error }, 'bus handler failed'),
  );
  const app = buildApp({ db, bus, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
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
