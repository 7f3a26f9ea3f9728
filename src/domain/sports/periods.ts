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
/** Volleyball: sets 1–5 carry their number as the code (best of five). */
export const VOLLEYBALL_MAX_SETS = 5;
/** Ice hockey: periods 1–3, then 40 overtime and 50 the shootout (penalties). */
export const HOCKEY_REGULAR_PERIODS = 3;
export const PERIOD_PENALTIES = 50;
/** LSports: a break between periods (half time, intermission, between sets). */
export const PERIOD_BREAK = 80;
/** Finished after overtime / after penalties (football's labels of spec §9, shared by hockey). */
export const PERIOD_FINISHED_AFTER_OVERTIME = 101;
export const PERIOD_FINISHED_AFTER_PENALTIES = 102;

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

function volleyballLabel(code: number): string | undefined {
  if (Number.isInteger(code) && code >= 1 && code <= VOLLEYBALL_MAX_SETS) {
    return `${code}${PERIOD_WORDS.set}`;
  }
  return undefined;
}

function hockeyLabel(code: number): string | undefined {
  if (Number.isInteger(code) && code >= 1 && code <= HOCKEY_REGULAR_PERIODS) {
    return `${code}${PERIOD_WORDS.hockeyPeriod}`;
  }
  if (code === PERIOD_OVERTIME) return PERIOD_WORDS.overtime;
  if (code === PERIOD_PENALTIES) return PERIOD_WORDS.shootout;
  if (code === PERIOD_FINISHED_AFTER_OVERTIME) return PERIOD_WORDS.finishedAfterOvertime;
  if (code === PERIOD_FINISHED_AFTER_PENALTIES) return PERIOD_WORDS.finishedAfterShootout;
  return undefined;
}

/** The break code reads '하프타임' in football and '휴식' elsewhere. */
function breakLabel(sportId: number): string {
  return sportId === SPORT_IDS.football ? PERIOD_WORDS.halfTime : PERIOD_WORDS.breakTime;
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
  else if (sportId === SPORT_IDS.volleyball) label = volleyballLabel(code);
  else if (sportId === SPORT_IDS.iceHockey) label = hockeyLabel(code);
  if (label !== undefined) return label;
  if (code === PERIOD_BREAK) return breakLabel(sportId);
  if (code === PERIOD_FINISHED) return PERIOD_WORDS.finished;
  if (code === PERIOD_FINISHED_AFTER_OVERTIME) return PERIOD_WORDS.finishedAfterOvertime;
  return PERIOD_WORDS.unknown;
}
