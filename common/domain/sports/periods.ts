/**
 * In-play periods (spec §9). The feed sends LSports period codes; codes differ by sport, so the
 * sport id picks the table. This file names the period a code stands for (`periodNameOf`); the
 * scoreboard's Korean label of that name is common/i18n's (sports-labels.ko.ts periodLabel).
 */
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

/** Football's own period codes (spec §9), each with its own label. */
export const FOOTBALL_PERIOD_CODES: readonly number[] = [10, 20, 30, 35, 50, 100, 101, 102];

/** Periods counted by number: '2쿼터', '7회', '3세트', '1피리어드'. */
export type NumberedPeriod = 'quarter' | 'inning' | 'set' | 'hockeyPeriod';
/** Periods named by a word of their own. */
export type PeriodWord =
  | 'overtime'
  | 'finished'
  | 'errors'
  | 'notStarted'
  | 'unknown'
  | 'shootout'
  | 'finishedAfterOvertime'
  | 'finishedAfterShootout'
  | 'breakTime'
  | 'halfTime';

/** What a period code stands for: a numbered period, a football code, or a word. */
export type PeriodName =
  | { kind: 'numbered'; unit: NumberedPeriod; number: number }
  | { kind: 'football'; code: number }
  | { kind: 'word'; word: PeriodWord };

const numbered = (unit: NumberedPeriod, number: number): PeriodName => ({
  kind: 'numbered',
  unit,
  number,
});
const word = (name: PeriodWord): PeriodName => ({ kind: 'word', word: name });

const isNumberUpTo = (code: number, max: number) =>
  Number.isInteger(code) && code >= 1 && code <= max;

function basketballPeriod(code: number): PeriodName | undefined {
  if (isNumberUpTo(code, BASKETBALL_QUARTERS)) return numbered('quarter', code);
  if (code === PERIOD_OVERTIME) return word('overtime');
  return undefined;
}

function baseballPeriod(code: number): PeriodName | undefined {
  if (isNumberUpTo(code, BASEBALL_REGULAR_INNINGS)) return numbered('inning', code);
  if (code === PERIOD_OVERTIME) return word('overtime');
  if (code === BASEBALL_PERIOD_ERRORS) return word('errors');
  return undefined;
}

function volleyballPeriod(code: number): PeriodName | undefined {
  if (isNumberUpTo(code, VOLLEYBALL_MAX_SETS)) return numbered('set', code);
  return undefined;
}

function hockeyPeriod(code: number): PeriodName | undefined {
  if (isNumberUpTo(code, HOCKEY_REGULAR_PERIODS)) return numbered('hockeyPeriod', code);
  if (code === PERIOD_OVERTIME) return word('overtime');
  if (code === PERIOD_PENALTIES) return word('shootout');
  if (code === PERIOD_FINISHED_AFTER_OVERTIME) return word('finishedAfterOvertime');
  if (code === PERIOD_FINISHED_AFTER_PENALTIES) return word('finishedAfterShootout');
  return undefined;
}

/**
 * The period a code stands for; `0` (not started) and unknown codes fall back to neutral words so
 * a new feed code never breaks the scoreboard. The break code is half time in football and a
 * break elsewhere.
 */
export function periodNameOf(sportId: number, code: number): PeriodName {
  if (code === 0) return word('notStarted');
  let name: PeriodName | undefined;
  if (sportId === SPORT_IDS.football) {
    name = FOOTBALL_PERIOD_CODES.includes(code) ? { kind: 'football', code } : undefined;
  } else if (sportId === SPORT_IDS.basketball) name = basketballPeriod(code);
  else if (sportId === SPORT_IDS.baseball) name = baseballPeriod(code);
  else if (sportId === SPORT_IDS.volleyball) name = volleyballPeriod(code);
  else if (sportId === SPORT_IDS.iceHockey) name = hockeyPeriod(code);
  if (name !== undefined) return name;
  if (code === PERIOD_BREAK) return word(sportId === SPORT_IDS.football ? 'halfTime' : 'breakTime');
  if (code === PERIOD_FINISHED) return word('finished');
  if (code === PERIOD_FINISHED_AFTER_OVERTIME) return word('finishedAfterOvertime');
  return word('unknown');
}
