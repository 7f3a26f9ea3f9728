import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '../common/contract/sse.contract';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the server reads from its environment, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from the embedded PGlite to PostgreSQL (docs/architecture.md §1). */
  databaseUrl: string | undefined;
  /** nats://… switches from the in-process bus (any other scheme is refused at start). */
  busUrl: string | undefined;
  /**
   * Namespaces the bus's NATS subjects and JetStream streams (BUS_PREFIX, default `site`), so
   * two sites or parallel test runs on one NATS server never share streams.
   */
  busPrefix: string;
  /**
   * Demo accounts and money on an empty database: SEED_DEMO=1 or 0; unset = only the
   * embedded demo (no DATABASE_URL, NODE_ENV not production), never a real deployment.
   */
  seedDemo: boolean;
  /**
   * The built-in demo casino provider under /provider/demo, with its keys in DATA_DIR:
   * DEMO_PROVIDER=1 or 0; unset = on everywhere but NODE_ENV=production. A real site does not
   * run another company's game server with keys it generated itself, so it asks for it.
   */
  demoProvider: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** The built SPA (`vite build`), served when it exists. */
  distDir: string;
  /** Files under `/file/download/` (messenger icons …). */
  filesDir: string;
  bodyLimitBytes: number;
  sse: { heartbeatMs: number; retryMs: number };
  /**
   * Login throttling (design in server/auth/login-throttle.ts): the guessing
   * address is stopped, the account is slowed progressively, never locked for its owner.
   */
  login: {
    /** Failures of one account from one address in the window that stop that address for it. */
    maxFailuresPerAccountIp: number;
    /** Failures from one address over all accounts in the window (credential stuffing). */
    maxFailuresPerIp: number;
    /** The window of the two limits above; a stopped address waits until it passes. */
    failureWindowMin: number;
    /** Failures of an account (all addresses, slowdown window) before unknown addresses wait. */
    slowdownAfterFailures: number;
    /** First wait after the last failure; doubles with every further failure… */
    slowdownBaseSec: number;
    /** …up to this. Addresses the member logged in from before never wait. */
    slowdownMaxSec: number;
    /** How far back the account's failures count for the slowdown. */
    slowdownWindowMin: number;
    /** Requests per minute per IP on the login route, failures or not. */
    requestsPerMinute: number;
  };
  /** Requests per minute per IP on sign-up and find-password (unauthenticated writes). */
  anonymousWritesPerMinute: number;
  /**
   * Simulated time (the dev clock can be stepped): on unless NODE_ENV is production,
   * or forced on with SIMULATED_TIME=1 (e2e against a production build).
   */
  simulatedTime: boolean;
  /** How often the minigame engine ticks in real time; 0 = only on start and dev-clock steps. */
  minigameTickMs: number;
  /** Tests only (MINIGAME_FAULT): see `minigameFaultFromEnv`. */
  minigameFault: MinigameFault | undefined;
  /** The sports feed job: the simulator behind the LSports-shaped adapter. */
  sportsFeed: SportsFeedConfig;
}

export interface SportsFeedConfig {
  /** SPORTS_FEED=0 turns the job off (tests that do not want it; default on, off in tests). */
  enabled: boolean;
  /** How often the job ticks in real time; 0 = only on start and dev-clock steps. */
  tickMs: number;
  /** Seed of a fresh database's simulator; a database keeps the seed it started with. */
  seed: string;
  /** How far ahead prematch fixtures are offered (about three days). */
  horizonHours: number;
}

/**
 * TESTS ONLY. A fault the minigame engine injects on purpose, so a test can crash a real server
 * process at a chosen point: `kill-after-draw` SIGKILLs the process right after the draw
 * transaction of a round holding open bets commits (drawn, seed revealed, not settled);
 * `kill-after-draw:<gameId>` only for rounds of that game. Ignored unless simulated time is on
 * (never in a production deployment).
 */
export interface MinigameFault {
  kind: 'kill-after-draw';
  /** Only rounds of this game trigger it; undefined = any game. */
  gameId: number | undefined;
}

const BODY_LIMIT_BYTES = 64 * 1024;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  BUS_URL: z.string().optional(),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('site'),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEMO_PROVIDER: z.enum(['0', '1']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.string().optional(),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(SSE_HEARTBEAT_MS),
  ANONYMOUS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SIMULATED_TIME: z.string().optional(),
  MINIGAME_TICK_MS: z.coerce.number().int().min(0).default(1_000),
  MINIGAME_FAULT: z
    .string()
    .regex(/^kill-after-draw(:\d+)?$/)
    .optional(),
  SPORTS_FEED: z.enum(['0', '1']).default('1'),
  SPORTS_FEED_TICK_MS: z.coerce.number().int().min(0).default(1_000),
  SPORTS_FEED_SEED: z.string().min(1).max(200).default('betkorea'),
  SPORTS_FEED_HORIZON_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
});

interface TimeAndFaultEnv {
  NODE_ENV: string;
  SIMULATED_TIME?: string | undefined;
  MINIGAME_FAULT?: string | undefined;
}

function isSimulatedTime(parsed: TimeAndFaultEnv): boolean {
  return parsed.NODE_ENV !== 'production' || parsed.SIMULATED_TIME === '1';
}

function parseMinigameFault(parsed: TimeAndFaultEnv): MinigameFault | undefined {
  if (!parsed.MINIGAME_FAULT || !isSimulatedTime(parsed)) return undefined;
  const [, gameId] = parsed.MINIGAME_FAULT.split(':');
  return { kind: 'kill-after-draw', gameId: gameId === undefined ? undefined : Number(gameId) };
}

/** The test-only fault from the environment (read where no AppConfig reaches: the engine). */
export function minigameFaultFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MinigameFault | undefined {
  return parseMinigameFault(
    envSchema.pick({ NODE_ENV: true, SIMULATED_TIME: true, MINIGAME_FAULT: true }).parse(env),
  );
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    busUrl: parsed.BUS_URL || undefined,
    busPrefix: parsed.BUS_PREFIX,
    seedDemo:
      parsed.SEED_DEMO === undefined
        ? !parsed.DATABASE_URL && parsed.NODE_ENV !== 'production'
        : parsed.SEED_DEMO === '1',
    demoProvider:
      parsed.DEMO_PROVIDER === undefined
        ? parsed.NODE_ENV !== 'production'
        : parsed.DEMO_PROVIDER === '1',
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    distDir: path.join(REPO_ROOT, 'dist'),
    filesDir: path.join(REPO_ROOT, 'server', 'assets', 'files'),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    sse: { heartbeatMs: parsed.SSE_HEARTBEAT_MS, retryMs: SSE_RETRY_MS },
    // 10 guesses per 15 minutes stop an address for the account; from many addresses, after 10
    // failures in a day the waits are 30 s, 1, 2, 4, 8 minutes, then 15 minutes each: about one
    // guess per 15 minutes per account, while the owner's known addresses are never slowed.
    login: {
      maxFailuresPerAccountIp: 10,
      maxFailuresPerIp: 30,
      failureWindowMin: 15,
      slowdownAfterFailures: 10,
      slowdownBaseSec: 30,
      slowdownMaxSec: 15 * 60,
      slowdownWindowMin: 24 * 60,
      requestsPerMinute: 60,
    },
    // Joins and other writes without a session, per address (a site behind one NAT may raise it).
    anonymousWritesPerMinute: parsed.ANONYMOUS_WRITES_PER_MINUTE,
    simulatedTime: isSimulatedTime(parsed),
    minigameTickMs: parsed.MINIGAME_TICK_MS,
    minigameFault: parseMinigameFault(parsed),
    sportsFeed: {
      enabled: parsed.SPORTS_FEED === '1',
      tickMs: parsed.SPORTS_FEED_TICK_MS,
      seed: parsed.SPORTS_FEED_SEED,
      horizonHours: parsed.SPORTS_FEED_HORIZON_HOURS,
    },
  };
}

/**
 * Defaults for tests: a config read from an empty environment, with per-IP request limits
 * raised (every injected request comes from 127.0.0.1; tests that exercise a limit set it).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    login: { ...base.login, requestsPerMinute: 10_000 },
    anonymousWritesPerMinute: 10_000,
    // Tests step the minigame engine themselves (dev clock or engine.tick), never on a timer.
    minigameTickMs: 0,
    // The sports feed writes thousands of rows: only tests that ask for it get it (and tick it).
    sportsFeed: { ...base.sportsFeed, enabled: false, tickMs: 0 },
    ...overrides,
  };
}
