/**
 * An app whose casino wallet trusts a provider key of the test's own (signed wallet calls through
 * `walletCall`), on the test's hand-moved clock, with the operator logged in: the start of every
 * test that plays casino rounds beside other money (responsible gambling, tournaments).
 */
import {
  ADMIN,
  login,
  startTestApp,
  type FakeClock,
  type LoggedIn,
  type TestApp,
} from './app-harness';
import { generateProviderKeys, installProviderKey, type ProviderKeys } from './casino-signing';
import { createExtraMember, type ExtraMember } from './extra-members';
import { fund } from './ledger-fixtures';
import type { DbTarget } from './test-db';

export interface CasinoTestApp {
  h: TestApp;
  keys: ProviderKeys;
  admin: LoggedIn;
}

export async function startCasinoTestApp(
  target: DbTarget,
  clock: FakeClock,
): Promise<CasinoTestApp> {
  const h = await startTestApp(target, { clock: clock.now });
  const keys = generateProviderKeys();
  await installProviderKey(h.db, keys.publicPem);
  const admin = await login(h.app, ADMIN);
  return { h, keys, admin };
}

/** A member of the test's own with `won` in cash, logged in. */
export async function fundedMember(
  h: TestApp,
  prefix: string,
  won: number,
): Promise<LoggedIn & { memberId: number; credentials: ExtraMember['credentials'] }> {
  const member = await createExtraMember(h.db, { prefix });
  await fund(h.db, member.id, won);
  return {
    ...(await login(h.app, member.credentials)),
    memberId: member.id,
    credentials: member.credentials,
  };
}
