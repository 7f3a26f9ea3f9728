import type { AppConfig } from '../config';
import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDemoData } from '../seed/seed';
import { seedDemoTournaments } from '../seed/tournament.seed';
import { seedDemoStaff } from '../seed/staff.seed';
import { seedDemoAgentTree } from '../seed/agent-tree.seed';
import { seedSiteDefaults } from '../seed/site-defaults.seed';
import { hasOperator } from './operator';

/** The two log calls the start path makes; a pino logger is one. */
export interface BootLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface PreparedDatabase {
  /** Migrations this start applied. */
  applied: string[];
  demoSeeded: boolean;
  /** No usable operator (type 1, role 10, not blocked or withdrawn) exists yet. */
  operatorMissing: boolean;
}

/** The log line of a start without an operator: how to make the first one (README). */
export const NO_OPERATOR_MESSAGE =
  '운영자 계정이 없습니다. `npm run admin:create -- <아이디>` 로 첫 운영자를 만드세요 ' +
  '(비밀번호는 숨김 입력, 자동화는 ADMIN_PASSWORD). / No operator yet: run `npm run admin:create`.';

/**
 * What `server/main.ts` does to a database before serving: migrations, the site
 * defaults every site needs, the demo accounts and money only when `config.seedDemo` says so
 * (the embedded demo or SEED_DEMO=1, never a DATABASE_URL or NODE_ENV=production start by
 * default), then a log line when nobody can reach /admin yet.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<AppConfig, 'seedDemo'>,
  log: BootLog,
): Promise<PreparedDatabase> {
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  await seedSiteDefaults(db);
  const demoSeeded = config.seedDemo && (await seedDemoData(db));
  if (demoSeeded) log.info({}, 'demo data seeded (demo / admin / manager)');
  // The demo's tournaments, beside the demo only (their own marker, so once).
  if (config.seedDemo && (await seedDemoTournaments(db))) log.info({}, 'demo tournaments seeded');
  // One demo operator per staff role, beside the demo only (their own marker, so once).
  if (config.seedDemo && (await seedDemoStaff(db))) log.info({}, 'demo operators seeded');
  // The demo agent tree (head office → distributor → manager → demo), once.
  if (config.seedDemo && (await seedDemoAgentTree(db))) log.info({}, 'demo agent tree seeded');
  const operatorMissing = !(await hasOperator(db));
  if (operatorMissing) log.warn({ command: 'npm run admin:create' }, NO_OPERATOR_MESSAGE);
  return { applied, demoSeeded, operatorMissing };
}
