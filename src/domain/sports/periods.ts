/**
 * In-play period labels (spec §9). The feed sends LSports period codes; the scoreboard shows the
 * Korean label. Codes differ by sport, so the sport id picks the table.
 */
import { FOOTBALL_PERIOD_LABELS, PERIOD_WORDS } from '../../i18n/sports.ko';
import { SPORT_IDS } from './sport-ids';

/** LSports shared codes: 40 overtime (basketball, hockey, baseball extra innings), 100 finished. */
export const PERIOD_OVERTIME = 40;
export const PERIOD_FINISHED = 100;
/** Baseball: code 62 carries the errors count (spec §9), not a playing period. */
export const BASEBALL_PERIOD_ERRORS = 62;
export const BASKETBALL_QUARTERS = 4;
export const BASEBALL_REGULAR_INNINGS = 9;

function basketballLabel(code: number): string | undefined {
  if (Number.isInteger(code) && code >= 1 && code <= BASKETBALL_QUARTERS) {
    return `${code}${PERIOD_WORDS.quarter}`;
  }
  if (code === PERIOD_OVERTIME) return PERIOD_WORDS.overtime;
  return undefined;
}

function baseballLabel(code: number): string | undefined {
  if (Number.isInteger(code) && code >= 1 && code <= BASEBALL_REGULAR_INNINGS) {
    return `${code}${PERIOD_WORDS.inning}`;
  }
  if (code === PERIOD_OVERTIME) return PERIOD_WORDS.overtime;
  if (code === BASEBALL_PERIOD_ERRORS) return PERIOD_WORDS.errors;
  return undefined;
}

/**
 * Korean label of a period code; `0` (not started) and unknown codes fall back to neutral words so
 * a new feed code never breaks the scoreboard.
 */
export function periodLabel(sportId: number, code: number): string {
  if (code === 0) return PERIOD_WORDS.notStarted;
  let label: string | undefined;
  if (sportId === SPORT_IDS.football) label = FOOTBALL_PERIOD_LABELS[code];
  else if (sportId === SPORT_IDS.basketball) label = basketballLabel(code);
  else if (sportId === SPORT_IDS.baseball) label = baseballLabel(code);
  if (label !== undefined) return label;
  if (code === PERIOD_FINISHED) return PERIOD_WORDS.finished;
  return PERIOD_WORDS.unknown;
}
