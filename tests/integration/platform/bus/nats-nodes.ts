/**
 * Several API nodes in one test process, as in production (docs/architecture.md §12): one PostgreSQL
 * database, one NATS server, and for each node its own app, its own NATS connection (so its
 * own JetStream consumers) and its own port. Subjects and streams carry a random prefix,
 * deleted on close.
 *
 *   const cluster = await startNatsNodes(2);
 *   const [a, b] = cluster.nodes;
 *   const stream = await openStream(b.baseUrl, '/api/sse/bets', session.headers);
 *   await cluster.close();
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import type { Bus } from '../../../../server/platform/bus/bus';
import { createNatsBus } from '../../../../server/platform/bus/nats.bus';
import type { Db } from '../../../../server/platform/db/db';
import { seedDemoData } from '../../../../server/seed/seed';
import { listen } from '../../helpers/sse-client';
import { closeTestDb, openTestDb, TEST_DATABASE_URL } from '../../helpers/test-db';
import { deleteBusStreams, randomBusPrefix, TEST_NATS_URL } from './jetstream-test-streams';

/** Many nodes need both servers; without either the tests that use them are skipped. */
export const natsNodesAvailable = Boolean(TEST_NATS_URL && TEST_DATABASE_URL);

export interface NatsNode {
  app: FastifyInstance;
  bus: Bus;
  baseUrl: string;
}

export interface NatsNodes {
  db: Db;
  nodes: NatsNode[];
  /** Errors the buses reported (publish given up, consumer stopped, handler failed). */
  busErrors: unknown[];
  close(): Promise<void>;
}

export async function startNatsNodes(count: number): Promise<NatsNodes> {
  const natsUrl = TEST_NATS_URL;
  if (!natsUrl || !TEST_DATABASE_URL) throw new Error('TEST_NATS_URL and TEST_DATABASE_URL needed');
  const db = await openTestDb('postgres');
  await seedDemoData(db);
  const prefix = randomBusPrefix();
  const busErrors: unknown[] = [];
  const nodes: NatsNode[] = [];
  const close = async () => {
    for (const node of nodes) await node.app.close();
    for (const node of nodes) await node.bus.close();
    await deleteBusStreams(natsUrl, prefix);
    await closeTestDb(db);
  };
  try {
    for (let i = 0; i < count; i++) {
      const bus = await createNatsBus(natsUrl, (error) => busErrors.push(error), { prefix });
      const app = buildApp({ db, bus, config: testConfig() });
      nodes.push({ app, bus, baseUrl: '' });
      await app.ready();
      nodes[i]!.baseUrl = await listen(app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db, nodes, busErrors, close };
}
