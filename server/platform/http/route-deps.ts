import type { SseHubs } from '../sse/sse-hubs';
import type { AuthGuards } from './auth';

/**
 * What the composition wires for the routes: its use-cases (`services`) and the process config.
 * The platform knows no area, so it cannot name the concrete types; server/composed-deps.ts (the
 * composition) fills this interface by declaration merging, as Fastify's own types are extended.
 * Areas thus import only the platform, and an area's routes still see every typed use-case.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ComposedDeps {}

/** What every route plugin is given: dependencies are passed in, never imported as globals. */
export interface RouteDeps extends ComposedDeps {
  guards: AuthGuards;
  hubs: SseHubs;
}

// The route helpers live beside this type; every area's routes take them from here with their deps.
export { errorResponses, OK } from './error-responses';
