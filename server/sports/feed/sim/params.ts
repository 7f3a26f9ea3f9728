/**
 * Scoring strength of a fixture: what each side is expected to score, from the two
 * teams' ratings, drifting slowly before the start ("prices drift as a function of (seed,
 * selection, time bucket)": the drift moves the fixture's strengths, so all its markets move
 * together, as a real book's would).
 */
import { SPORT_IDS } from '../../../../common/domain/sports/sport-ids';
import { drift, hashInts } from './random';
import type { FixturePlan } from './schedule';

export interface ScoringParams {
  /** Goals/runs expected per side over regular time (Poisson sports). */
  homeRate: number;
  awayRate: number;
  /** Basketball: expected final margin (home − away) and total, with standard deviations. */
  marginMean: number;
  marginSd: number;
  totalMean: number;
  totalSd: number;
  /** Volleyball: the home side's chance to win a rally. */
  rallyWin: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Strength difference home − away, in about [−2, 2]. */
const edge = (plan: FixturePlan) => plan.home.rating - plan.away.rating;

/** The fixture's strengths with a drift `d` in [−1, 1] (0 = the opening book). */
export function scoringParams(plan: FixturePlan, d1 = 0, d2 = 0): ScoringParams {
  const e = edge(plan);
  const base: ScoringParams = {
    homeRate: 0,
    awayRate: 0,
    marginMean: 0,
    marginSd: 1,
    totalMean: 0,
    totalSd: 1,
    rallyWin: 0.5,
  };
  switch (plan.sport.id) {
    case SPORT_IDS.football:
      return {
        ...base,
        homeRate: 1.42 * Math.exp(0.32 * e + 0.07 * d1),
        awayRate: 1.12 * Math.exp(-0.32 * e + 0.07 * d2),
      };
    case SPORT_IDS.iceHockey:
      return {
        ...base,
        homeRate: 3.1 * Math.exp(0.16 * e + 0.05 * d1),
        awayRate: 2.8 * Math.exp(-0.16 * e + 0.05 * d2),
      };
    case SPORT_IDS.baseball:
      return {
        ...base,
        homeRate: 4.6 * Math.exp(0.12 * e + 0.05 * d1),
        awayRate: 4.3 * Math.exp(-0.12 * e + 0.05 * d2),
      };
    case SPORT_IDS.basketball: {
      const perTeam = plan.league.pointsPerTeam ?? 80;
      const scale = perTeam / 100;
      return {
        ...base,
        marginMean: (3 + 7 * e + 1.2 * d1) * scale,
        marginSd: 12 * scale,
        totalMean: 2 * perTeam + 3 * d2 * scale,
        totalSd: 17 * scale,
      };
    }
    case SPORT_IDS.volleyball:
      return { ...base, rallyWin: clamp(0.51 + 0.022 * e + 0.004 * d1, 0.44, 0.58) };
    default:
      throw new RangeError(`unknown sport ${plan.sport.id}`);
  }
}

/**
 * Prematch prices move in 5-minute buckets in the last day before the start and in 30-minute
 * buckets before that (far-off fixtures drift slowly), each fixture at its own phase, so the
 * book's repricing is spread evenly over the seconds.
 */
export const PREMATCH_BUCKET_MS = 5 * 60_000;
export const FAR_PREMATCH_BUCKET_MS = 30 * 60_000;
const NEAR_START_MS = 24 * 3_600_000;
/** Drift time unit: the slow octave turns over in about an hour. */
const DRIFT_UNIT_MS = 10 * 60_000;

/** Start (ms) of the prematch price bucket holding `t`. */
export function prematchBucket(plan: FixturePlan, t: number): number {
  const size = plan.startsAtMs - t > NEAR_START_MS ? FAR_PREMATCH_BUCKET_MS : PREMATCH_BUCKET_MS;
  const phase = plan.key % PREMATCH_BUCKET_MS;
  return Math.floor((t + phase) / size) * size - phase;
}

/** Strengths as the prematch book sees them in the bucket starting at `bucketMs`. */
export function driftedParams(plan: FixturePlan, bucketMs: number): ScoringParams {
  const t = bucketMs / DRIFT_UNIT_MS;
  return scoringParams(
    plan,
    drift(hashInts(plan.key, 0xd1), t),
    drift(hashInts(plan.key, 0xd2), t),
  );
}

/** The bucket whose strengths the match is played with (the last one before the start). */
export function kickoffBucket(plan: FixturePlan): number {
  return prematchBucket(plan, plan.startsAtMs - 1);
}
