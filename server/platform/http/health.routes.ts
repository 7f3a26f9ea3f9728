import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthOkSchema } from '../../../common/contract/health.contract';
import type { Bus } from '../bus/bus';
import type { Db } from '../db/db';
import { errorResponses } from './error-responses';
import { sendError } from './send-error';

/** A database that does not answer `SELECT 1` in this time counts as down for the balancer. */
const DB_PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this node should get new requests. Shutdown flips it first (server/main.ts),
 * so the balancer's readiness checks fail and it drains the node before its connections close.
 */
export class Readiness {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  drain(): void {
    this.draining = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; main.ts drains it on SIGTERM. */
    readiness: Readiness;
  }
}

/** The bus's own report (the NATS bus across nodes); the in-process bus is always connected. */
function busConnected(bus: Bus): boolean {
  return bus.isConnected?.() ?? true;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthDeps {
  db: Db;
  bus: Bus;
  readiness: Readiness;
}

/**
 * The balancer's probes (docs/many-nodes.md): public, no session, hidden from nobody (they
 * reveal only "ready or not"). HAProxy checks `ready`; `live` is for a supervisor that restarts
 * a process that no longer answers at all.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
  app,
  { db, bus, readiness },
) => {
  const tags = ['health'];
  app.get(
    '/api/health/live',
    { schema: { tags, response: { 200: healthOkSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/ready',
    { schema: { tags, response: { 200: healthOkSchema, ...errorResponses(503) } } },
    async (_request, reply) => {
      const ready = !readiness.isDraining && busConnected(bus) && (await databaseAnswers(db));
      if (!ready) return sendError(reply, 503, 'NODE_NOT_READY');
      return { status: 'ok' as const };
    },
  );
};
