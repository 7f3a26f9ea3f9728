import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): slow enough to hurt an
 * offline attack, fast enough (~30 ms) for the login route on a 2-core machine.
 */
const ARGON2ID = 2 as Algorithm.Argon2id;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be parsed: never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first login, so even that one shows no extra delay. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-account-password-0');
  return dummyHash;
}

/**
 * Verifies against a fixed hash and returns false, so a login for an unknown user id costs what
 * a wrong password costs and the timing does not tell whether the account exists.
 */
export async function spendVerifyTime(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
