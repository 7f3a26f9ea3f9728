import type { Bus } from './bus';
import { createInProcessBus } from './in-process.bus';

/**
 * The configured bus. Only the in-process bus exists yet; a BUS_URL (nats://, redis://) is
 * refused loudly rather than silently ignored, so a multi-node deployment cannot start with
 * nodes that do not see each other's events.
 */
export function openBus(busUrl: string | undefined, onHandlerError: (e: unknown) => void): Bus {
  if (busUrl) {
    throw new Error(
      `BUS_URL=${busUrl}: only the in-process bus is implemented (no NATS/Redis yet)`,
    );
  }
  return createInProcessBus(onHandlerError);
}
