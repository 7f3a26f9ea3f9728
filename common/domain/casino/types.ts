/**
 * The shapes shared by the demo provider's game server, its game pages and the member's fairness
 * check (docs/architecture.md §10). Pure types: the games (slots/, tables/) and the fairness
 * stream (fairness.ts) implement them, so the server and the browser compute the same outcome.
 */
import type { RandomStream } from '../minigame/random-stream';

/** The two lines of business the site shows separately (lobbies, history, rolling). */
export type CasinoKind = 'casino' | 'slot';

/**
 * The inputs of one provably fair outcome: the server seed committed (SHA-256 shown) before the
 * round, the client seed the member chose (for a shared table: the round's combined client seed),
 * and the nonce (the member's spin counter, or the table's round number).
 */
export interface FairnessInputs {
  readonly serverSeedHex: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** A symbol of a slot: id used in reel strips, Korean name, drawn by the game page (SVG/CSS). */
export interface SlotSymbol {
  readonly id: string;
  readonly name: string;
  readonly kind: 'regular' | 'wild' | 'scatter';
}

/** The visible window after a spin: `screen[reel][row]` symbol ids, row 0 at the top. */
export type SlotScreen = readonly (readonly string[])[];

/** One paying combination of a spin (for the game page's highlight and the history). */
export interface SlotWinLine {
  /** Payline index, or -1 for a scatter pay, or -2 for a cluster/ways pay. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** Pay in line bets (integer). */
  readonly pay: number;
  /** [reel, row] cells that made it. */
  readonly cells: readonly (readonly [number, number])[];
}

/** One screen shown to the member: the base spin, each cascade step, each free spin. */
export interface SlotStep {
  readonly screen: SlotScreen;
  readonly wins: readonly SlotWinLine[];
  readonly phase: 'base' | 'cascade' | 'free';
}

/**
 * A whole spin, free spins and cascades included. The win in won is
 * `floor(stake * totalPay / lineCount)` — integer, rounded down (money is exact).
 */
export interface SlotSpinOutcome {
  readonly steps: readonly SlotStep[];
  /** Sum of every step's pays, in line bets. */
  readonly totalPay: number;
  readonly freeSpinsPlayed: number;
}

/** A slot game: its published maths and its deterministic spin. */
export interface SlotGame {
  readonly code: string;
  readonly name: string;
  readonly reels: number;
  readonly rows: number;
  /** Stake is divided into this many line bets (the win formula's divisor). */
  readonly lineCount: number;
  readonly paylines: readonly (readonly number[])[];
  readonly symbols: readonly SlotSymbol[];
  /** Reel strips of the base game (and of free spins, when they differ). */
  readonly strips: readonly (readonly string[])[];
  readonly freeSpinStrips?: readonly (readonly string[])[];
  /** pays[symbolId][count] in line bets. */
  readonly paytable: Readonly<Record<string, Readonly<Record<number, number>>>>;
  spin(stream: RandomStream): SlotSpinOutcome;
}

/** What a stake returns, in won (stake included when the bet wins or pushes; 0 when it loses). */
export type ReturnOf<Bet, Outcome> = (bet: Bet, outcome: Outcome) => number;
