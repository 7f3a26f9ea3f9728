import { apiErrorSchema } from '../src/contract/error.contract';
import type { AppConfig } from './config';
import type { Services } from './services';
import type { SseHubs } from './platform/sse/sse-hubs';
import type { AuthGuards } from './platform/http/auth';

/** What every route plugin is given: dependencies are passed in, never imported as globals. */
export interface RouteDeps {
  services: Services;
  guards: AuthGuards;
  config: AppConfig;
  hubs: SseHubs;
}

/** Documents error answers in the OpenAPI output; bodies are always `{ code, message }`. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
export const OK = { ok: true } as const;
