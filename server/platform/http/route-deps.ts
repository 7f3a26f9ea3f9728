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

// The route helpers live in the platform; every area's routes take them from here with their deps.
export { errorResponses, OK } from './platform/http/error-responses';
