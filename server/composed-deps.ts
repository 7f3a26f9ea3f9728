/**
 * The composition's half of RouteDeps (server/platform/http/route-deps.ts): the concrete use-cases
 * an area's plugin may declare, and the config every route plugin is given. Declared here, beside
 * services.ts, so the platform names no area and the areas import the platform rather than the
 * composition.
 */
import type { AppConfig } from './config';
import type { Services } from './services';

declare module './platform/http/route-deps' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the members
  interface ComposedServices extends Services {}
  interface ComposedDeps {
    config: AppConfig;
  }
}
