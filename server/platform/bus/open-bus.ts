import type { Bus } from './bus';
import { createInProcessBus } from './in-process.bus';
import { createNatsBus, type NatsBusOptions } from './nats.bus';

/**
 * The configured bus (docs/architecture.md §1): in-process when BUS_URL is unset, NATS (with JetStream
 * for the SSE streams) for nats://. Any other scheme is refused loudly rather than ignored, so a
 * multi-node deployment cannot start with nodes that do not see each other's events.
 */
export async function openBus(
  busUrl: string | undefined,
  onHandlerError: (e: unknown) => void,
  options: NatsBusOptions = {},
): Promise<Bus> {
  if (!busUrl) return createInProcessBus(onHandlerError);
  if (/^nats:\/\//.test(busUrl)) return createNatsBus(busUrl, onHandlerError, options);
  throw new Error(`BUS_URL=${busUrl}: only nats:// is supported`);
}
