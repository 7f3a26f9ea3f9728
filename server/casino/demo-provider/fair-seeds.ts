/**
 * Server seeds of the demo provider's provably fair draws (common/domain/casino/fairness.ts): 32
 * random bytes as hex, committed by their SHA-256 before any bet can see them.
 */
import { randomBytes } from 'node:crypto';
import { commitServerSeed } from '../../../common/domain/casino/fairness';

export interface CommittedSeed {
  serverSeedHex: string;
  commitHex: string;
}

export async function newCommittedSeed(): Promise<CommittedSeed> {
  const serverSeedHex = randomBytes(32).toString('hex');
  return { serverSeedHex, commitHex: await commitServerSeed(serverSeedHex) };
}

/** A fresh client seed for a new session (the member may replace it). */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}
