/**
 * The composition's half of RouteDeps (server/platform/http/route-deps.ts): the concrete use-cases
 * and config every route plugin is given. Declared here, beside services.ts, so the platform
 * names no area and the areas import the platform rather than the composition.
 */
import type { AppConfig } from './config';
import type { Services } from './services';

declare module './platform/http/route-deps' {
  interface ComposedDeps {
    services: Services;
    config: AppConfig;
  }
}
