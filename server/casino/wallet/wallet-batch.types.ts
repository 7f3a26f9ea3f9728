/**
 * The job a wallet money call becomes in a batch (wallet-batch.ts), in a file of its own: the
 * batch's steps (wallet-batch-reads.ts, -decide.ts, -writes.ts) and the lanes that fill it
 * (wallet-lanes.ts) all take jobs, and wallet-batch.ts imports those steps, so the type lives
 * apart from both sides.
 */
import type { WalletCall } from './wallet-call-log';
import type { WalletOutcome } from './wallet-outcome';
import type { ParsedCall } from './wallet-parse';

/** A call that moves money (user/info and user/balance read only and never come here). */
export type MoneyCall = Extract<
  ParsedCall,
  { endpoint: 'transaction/bet' | 'transaction/win' | 'transaction/rollback' }
>;

export interface MoneyJob {
  providerId: number;
  call: MoneyCall;
  /** Its casino_calls row once decided, written in the batch's transaction (wallet-call-log.ts). */
  logEntry?: (outcome: WalletOutcome) => WalletCall;
}
