/**
 * How a tournament's numbers read: scores by scoring rule, entry fees and prizes in
 * their currency. Pure: the pages and the unit tests share it.
 */
import {
  MULTIPLIER_SCORE_SCALE,
  type TournamentEntryCurrency,
  type TournamentPrize,
  type TournamentPrizeCurrency,
  type TournamentScoring,
} from '../../../common/contract/tournament.contract';
import { formatNumber, formatPoints, formatWon } from '../../../common/domain/format';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';

/** A multiplier score is hundredths of a multiple (contract): 12345 → `123.45배`. */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.trunc(Math.max(0, hundredths));
  const units = Math.trunc(whole / MULTIPLIER_SCORE_SCALE);
  const cents = String(whole % MULTIPLIER_SCORE_SCALE).padStart(2, '0');
  return T.multiplier(`${formatNumber(units)}.${cents}`);
}

/** A score (or a gap between scores) in the unit of its rule. */
export function formatScore(scoring: TournamentScoring, score: number): string {
  return scoring === 'multiplier' ? formatMultiplier(score) : formatWon(score);
}

export function formatAmount(currency: TournamentPrizeCurrency, amount: number): string {
  return currency === 'points' ? formatPoints(amount) : formatWon(amount);
}

/** The entry line of a card: `무료 참가`, `참가비 5,000원`, `참가비 1,000P`. */
export function formatEntry(currency: TournamentEntryCurrency, fee: number): string {
  if (currency === 'free') return T.entry.free;
  return currency === 'points' ? T.entry.points(formatPoints(fee)) : T.entry.cash(formatWon(fee));
}

export const formatPrizeRanks = (prize: Pick<TournamentPrize, 'rankFrom' | 'rankTo'>): string =>
  T.rankRange(prize.rankFrom, prize.rankTo);

/** The prize table in rank order (the operator may enter lines in any order). */
export function sortedPrizes(prizes: readonly TournamentPrize[]): TournamentPrize[] {
  return [...prizes].sort((a, b) => a.rankFrom - b.rankFrom);
}
