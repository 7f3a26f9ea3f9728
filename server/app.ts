import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Bus } from './platform/bus/bus';
import type { AppConfig } from './config';
import type { Db } from './platform/db/db';
import { installAuth } from './platform/http/auth';
import { registerDocs } from './platform/http/docs';
import { installErrorHandling } from './platform/http/error-handler';
import { filesRoutes } from './platform/http/files.routes';
import { healthRoutes, Readiness } from './platform/http/health.routes';
import { pgRateLimitStore } from './platform/http/pg-rate-limit.store';
import { installNotFound } from './platform/http/not-found';
import { installSecurityHeaders } from './platform/http/security-headers';
import { registerSpa } from './platform/http/spa.plugin';
import { sseRoutes } from './platform/sse/sse.routes';
import { demoProviderPlugin } from './casino/demo-provider/demo-provider.plugin';
import { systemClock, type Clock } from './platform/lib/clock';
import { DEMO_PROVIDER_BASE } from '../common/contract/demo-provider.contract';
import { createServices, loadServiceCaches } from './services';
import { pickServices, type AreaDeps, type ServiceName } from './platform/http/route-deps';
import { devClockRoutes } from './platform/http/dev-clock.routes';
import { SteppableClock } from './platform/lib/steppable-clock';
import { authNeeds, authPlugin } from './auth/auth.plugin';
import { memberNeeds, memberPlugin } from './member/member.plugin';
import { contentNeeds, contentPlugin } from './content/content.plugin';
import { communityNeeds, communityPlugin } from './community/community.plugin';
import { walletNeeds, walletPlugin } from './wallet/wallet.plugin';
import { rollingNeeds, rollingPlugin } from './rolling/rolling.plugin';
import { sportsNeeds, sportsPlugin } from './sports/sports.plugin';
import { minigameNeeds, minigamePlugin } from './minigame/minigame.plugin';
import { adminNeeds, adminPlugin } from './admin/admin.plugin';
import { casinoNeeds, casinoPlugin } from './casino/casino.plugin';
import { responsibleNeeds, responsiblePlugin } from './responsible/responsible.plugin';
import { tournamentNeeds, tournamentPlugin } from './tournament/tournament.plugin';
import { reportsNeeds, reportsPlugin } from './reports/reports.plugin';
import { SessionExpirySweeper } from './auth/session-expiry';
import { idleLimitMs } from './auth/session-end';
import { createSseHubs } from './platform/sse/sse-hubs';

export interface BuildAppOptions {
  db: Db;
  bus: Bus;
  config: AppConfig;
  clock?: Clock;
}

/** A hop count means "trust that many proxies nearest to us", as Fastify does at runtime. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The plugin tree, without a port (tests use `app.inject`). Order is fixed: error handling and
 * zod compilers → rate limiting → auth → OpenAPI (its operator part behind auth) → one plugin per
 * area → the built SPA.
 */
export function buildApp({
  db,
  bus,
  config,
  clock = systemClock,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every logged-in tab polls member/user every 5 s (spec §4): per-request lines would drown
    // the log, so they appear only at debug level; errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Open SSE streams would otherwise keep `app.close()` waiting (docs/toolchain.md).
    forceCloseConnections: true,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  // Simulated time: every service reads the steppable clock, offset 0 until stepped.
  const steppable = new SteppableClock(clock);
  const services = createServices({ db, bus, config, clock: steppable.now });
  const { hubs, detach } = createSseHubs(bus);
  app.addHook('onReady', () => loadServiceCaches(services));
  app.addHook('onReady', () => services.minigame.start(config.minigameTickMs));
  // Sports settlement sweeper: on start, then at the jobs' tick (MINIGAME_TICK_MS, 1 s);
  // 0 in tests, which sweep by hand. Leader-only and idempotent (sports-settle.service.ts).
  app.addHook('onReady', () => services.sportsSettle.start(config.minigameTickMs));
  app.addHook('onClose', () => services.sportsSettle.stop());
  // Idle sessions end even when only their streams are open (spec §4), at the jobs' tick; every
  // node sweeps (each end is claimed once) and the bus closes the streams on all of them.
  const sessionExpiry = new SessionExpirySweeper(
    db,
    steppable.now,
    () => idleLimitMs(services.settings.current().autoLogoutMin),
    services.realtime,
  );
  app.addHook('onReady', () => sessionExpiry.start(config.minigameTickMs));
  app.addHook('onClose', () => sessionExpiry.stop());
  // Sports feed: leader-only job; its first tick runs in the background. After
  // each tick the sweeper settles bets whose legs the tick settled.
  services.sportsFeed.onTick(async (tick) => {
    if (tick.settledSelectionIds.length > 0) await services.sportsSettle.sweep();
  });
  services.sportsFeed.onError = (error) => app.log.error(error, 'sports feed tick failed');
  app.addHook('onReady', async () => {
    void services.sportsFeed.start();
  });
  app.addHook('onClose', () => services.sportsFeed.stop());
  app.addHook('onClose', async () => {
    await services.minigame.stop();
    detach();
  });

  installErrorHandling(app);
  // Off by default; only the routes that name a limit get one (login, sign-up, find-password).
  // Counted in the database, so a limit holds across every node (migration 032).
  app.register(rateLimit, { global: false, store: pgRateLimitStore(db) });
  const guards = installAuth(app, services);
  registerDocs(app, guards.admin);
  // Limit refusals roll their transaction back; the report of members who hit limits
  // often records them here, after the fact.
  app.addHook('onError', async (_request, _reply, error) =>
    services.responsible.noteRefusal(error),
  );
  installSecurityHeaders(app);

  // Each area's plugin is handed only the use-cases it declares (docs/architecture.md §2): what
  // it does not name is absent from its options, in the types and at run time.
  const depsFor = <const Needs extends readonly ServiceName[]>(needs: Needs): AreaDeps<Needs> => ({
    services: pickServices(services, needs),
    guards,
    config,
    hubs,
  });
  // The balancer's probes; main.ts drains `readiness` on SIGTERM.
  app.decorate('readiness', new Readiness());
  app.register(healthRoutes, { db, bus, readiness: app.readiness });
  app.register(sseRoutes, { guards, config, hubs });
  app.register(authPlugin, depsFor(authNeeds));
  app.register(memberPlugin, depsFor(memberNeeds));
  app.register(contentPlugin, depsFor(contentNeeds));
  app.register(communityPlugin, depsFor(communityNeeds));
  app.register(adminPlugin, depsFor(adminNeeds));
  app.register(rollingPlugin, depsFor(rollingNeeds));
  app.register(walletPlugin, depsFor(walletNeeds));
  app.register(minigamePlugin, depsFor(minigameNeeds));
  app.register(sportsPlugin, depsFor(sportsNeeds));
  app.register(casinoPlugin, depsFor(casinoNeeds));
  app.register(responsiblePlugin, depsFor(responsibleNeeds));
  app.register(tournamentPlugin, depsFor(tournamentNeeds));
  app.register(reportsPlugin, depsFor(reportsNeeds));
  // The built-in demo provider: another company on our port, its own db use and jobs. Only when
  // the config asks for it (DEMO_PROVIDER; off in production by default): otherwise no route and
  // no keys, and /provider/demo answers 404 (not-found.ts).
  if (config.demoProvider) {
    app.register(demoProviderPlugin, {
      prefix: DEMO_PROVIDER_BASE,
      db,
      clock: steppable.now,
      dataDir: config.dataDir,
      distDir: config.distDir,
      tickMs: config.minigameTickMs,
      devRoutes: config.simulatedTime,
    });
  }
  if (config.simulatedTime) {
    // A step ticks the jobs that read the clock at once: the minigame engine, and the sports
    // feed (fixtures started, scored and settled by the step are in the tables, their bets swept).
    app.register(devClockRoutes, {
      clock: steppable,
      afterStep: async () => {
        await services.minigame.engine.tick();
        await services.sportsFeed.tick().catch(() => null);
      },
    });
  }
  app.register(filesRoutes, { filesDir: config.filesDir });

  const spaBuilt = existsSync(path.join(config.distDir, 'index.html'));
  if (spaBuilt) registerSpa(app, config.distDir);
  installNotFound(app, spaBuilt);
  return app;
}
