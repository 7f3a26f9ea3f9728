import {
  MULTIPLIER_SCORE_SCALE,
  type TournamentScoring,
} from '../../../../common/contract/tournament.contract';
import { formatNumber, formatWon } from '../../../../common/domain/format';

/** A score in its rule's unit: hundredths of a multiple (`123.45배`) or won. */
export function formatAdminScore(scoring: TournamentScoring, score: number): string {
  if (scoring !== 'multiplier') return formatWon(score);
  const whole = Math.trunc(Math.max(0, score));
  const cents = String(whole % MULTIPLIER_SCORE_SCALE).padStart(2, '0');
  return `${formatNumber(Math.trunc(whole / MULTIPLIER_SCORE_SCALE))}.${cents}배`;
}
