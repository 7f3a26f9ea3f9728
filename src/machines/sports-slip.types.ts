/** Context, events and I/O shapes of the sports slip machine (sports-slip.machine.ts). */
import type { z } from 'zod';
import type {
  oddsPolicySchema,
  SportsBetView,
  sportsLimitsResponseSchema,
} from '../../common/contract/sports-bets.contract';
import type { SlipBook, SportsSlipEntry, SportsSlipFamily } from './sports-slip.entries';

export type OddsPolicy = z.infer<typeof oddsPolicySchema>;
export type SportsLimits = z.infer<typeof sportsLimitsResponseSchema>;

export interface PlacedSlip {
  readonly entries: readonly SportsSlipEntry[];
  readonly stakeWon: number;
  readonly systemSize: number | null;
}

export interface SportsSlipContext {
  family: SportsSlipFamily;
  entries: readonly SportsSlipEntry[];
  stakeWon: number;
  systemSize: number | null;
  limits: SportsLimits | null;
  oddsPolicy: OddsPolicy;
  /** The member's cash, for '최대' (null while unknown). */
  balanceWon: number | null;
  /** The key of the last placement that failed on the network, with the body it was for. */
  pendingKey: { key: string; fingerprint: string } | null;
  /** Inline message: a placement refusal or failure, a policy that could not be saved. */
  error: string | null;
  receipt: SportsBetView | null;
  lastSlip: PlacedSlip | null;
  newKey: () => string;
  readBook: () => SlipBook;
}

export type SportsSlipEvent =
  | { type: 'PICK'; entry: SportsSlipEntry }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'SET_STAKE'; stakeWon: number }
  | { type: 'ADD_STAKE'; amountWon: number }
  | { type: 'MAX_STAKE' }
  | { type: 'RESET_STAKE' }
  | { type: 'SET_SYSTEM'; size: number | null }
  | { type: 'LOAD_LIMITS' }
  | { type: 'SET_POLICY'; policy: OddsPolicy }
  | { type: 'BALANCE'; balanceWon: number | null }
  | { type: 'BOOK'; book: SlipBook }
  | { type: 'ACCEPT_CHANGES' }
  | { type: 'PLACE' }
  | { type: 'REBET' }
  | { type: 'CLOSE_RECEIPT' }
  | { type: 'MEMBER_RESET' };

export interface SportsSlipInput {
  family: SportsSlipFamily;
  newKey?: () => string;
  /** The book as it is now (a re-bet restores the last slip's legs against it). */
  readBook: () => SlipBook;
}

export interface PlacementResult {
  bet: SportsBetView;
  emoney: number;
}

/** Why a placement failed: on the network (retry with the same key) or refused by the server. */
export interface PlacementFailure {
  kind: 'network' | 'refused';
  message: string;
  prices?: { selectionId: string; priceHundredths: number; status: number }[];
}
