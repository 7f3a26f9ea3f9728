import type { SseHubs } from '../sse/sse-hubs';
import type { AuthGuards } from './auth';

/**
 * Every use-case the composition wires, by name. The platform knows no area, so it cannot name
 * the concrete types; server/composed-deps.ts (the composition) fills this interface by
 * declaration merging, as Fastify's own types are extended. Areas thus import only the platform.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ComposedServices {}

/** The name of one wired use-case (`wallet`, `sportsBets`, …). */
export type ServiceName = keyof ComposedServices;

/** The rest of what the composition hands the routes (the process config), merged likewise. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ComposedDeps {}

/**
 * What a route plugin is given: dependencies are passed in, never imported as globals. A plugin
 * names the use-cases it needs (`RouteDeps<'wallet' | 'coupons'>`) and sees only those; an area's
 * plugin declares its list and server/app.ts hands it exactly that (docs/architecture.md §2).
 */
export interface RouteDeps<Needs extends ServiceName> extends ComposedDeps {
  services: Pick<ComposedServices, Needs>;
  guards: AuthGuards;
  hubs: SseHubs;
}

/** The use-cases an area's plugin declares, as the type of the deps it is given. */
export type AreaDeps<Needs extends readonly ServiceName[]> = RouteDeps<Needs[number]>;

/**
 * Only the named entries of `all`: what server/app.ts hands an area's plugin, so an undeclared
 * use-case is absent at run time as well as in the types.
 */
export function pickServices<All extends object, Name extends keyof All>(
  all: All,
  needs: readonly Name[],
): Pick<All, Name> {
  const picked = {} as Pick<All, Name>;
  for (const name of needs) picked[name] = all[name];
  return picked;
}

// The route helpers live beside this type; every area's routes take them from here with their deps.
export { errorResponses, OK } from './error-responses';
