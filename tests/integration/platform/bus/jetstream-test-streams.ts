/**
 * Test runs share the machine's NATS server: each run names its subjects and JetStream streams
 * with a random prefix and deletes its streams afterwards.
 *
 *   const prefix = randomBusPrefix();
 *   const bus = await createNatsBus(natsUrl, onError, { prefix });
 *   …
 *   await deleteBusStreams(natsUrl, prefix);
 */
import { randomBytes } from 'node:crypto';
import { JetStreamApiCodes, JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { SSE_TOPICS } from '../../../../server/platform/bus/bus';
import { streamNameOf } from '../../../../server/platform/bus/jetstream-streams';

/** The local NATS server of our machines (docs/toolchain.md); CI sets TEST_NATS_URL. */
export const TEST_NATS_URL = process.env.TEST_NATS_URL || undefined;

export function randomBusPrefix(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** Deletes the SSE streams of `prefix` (those that exist). */
export async function deleteBusStreams(url: string, prefix: string): Promise<void> {
  const connection = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(connection);
    for (const topic of SSE_TOPICS) {
      try {
        await jsm.streams.delete(streamNameOf(prefix, topic));
      } catch (error) {
        const notFound =
          error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
        if (!notFound) throw error;
      }
    }
  } finally {
    await connection.close();
  }
}
