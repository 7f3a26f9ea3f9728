/**
 * Fair odds from scenarios, then the book's margin.
 * A selection's expected return per unit staked must be 1 at fair odds o:
 *   W·o + HW·(1 + o)/2 + P·1 + HL·1/2 = 1  ⇒  o = (1 − HW/2 − P − HL/2) / (W + HW/2)
 * with W, HW, P, HL the chances it wins, half-wins, is refunded, half-loses.
 */
import type { OutcomeJudge } from '../../../../common/domain/sports/market-settlement';
import type { Scenario } from './models';

export const MIN_PRICE = 101;
export const MAX_PRICE = 5_000;
/** A selection this sure (or this unlikely) is not offered: its market is suspended. */
const SURE_FAIR_ODDS = 1.03;
const LONGSHOT_FAIR_ODDS = 60;

export function fairOdds(judge: OutcomeJudge, scenarios: readonly Scenario[]): number {
  let total = 0;
  let win = 0;
  let halfWin = 0;
  let push = 0;
  let halfLose = 0;
  for (const { w, outcome } of scenarios) {
    total += w;
    switch (judge(outcome)) {
      case 2:
        win += w;
        break;
      case 5:
        halfWin += w;
        break;
      case 3:
      case -1:
        push += w;
        break;
      case 4:
        halfLose += w;
        break;
      default:
        break;
    }
  }
  if (total <= 0) return Infinity;
  const paying = (win + halfWin / 2) / total;
  if (paying < 1e-9) return Infinity;
  return (1 - (halfWin / 2 + push + halfLose / 2) / total) / paying;
}

export interface Quote {
  /** Integer hundredths, margin applied, rounded down. */
  price: number;
  /** Too sure or too unlikely to offer. */
  offBoard: boolean;
}

export function quote(fair: number, overround: number): Quote {
  const offBoard = !(fair >= SURE_FAIR_ODDS && fair <= LONGSHOT_FAIR_ODDS);
  const raw = Number.isFinite(fair) ? Math.floor((fair / overround) * 100) : MAX_PRICE;
  return { price: Math.min(MAX_PRICE, Math.max(MIN_PRICE, raw)), offBoard };
}
