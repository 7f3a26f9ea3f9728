/** Virtual sports (docs/fairness-minigames.md §7): horse and dog races, soccer, basketball. */
import type { RoundStream } from './stream';

const HORSES = [24, 18, 15, 12, 10, 9, 7, 5];
const DOGS = [26, 21, 17, 14, 12, 10];
const HOME_GOALS = [24, 34, 24, 12, 4, 2];
const AWAY_GOALS = [32, 36, 20, 9, 2, 1];

const runners = async (stream: RoundStream, weights: readonly number[]) => ({
  order: (await stream.weightedOrder(weights)).map((index) => index + 1),
});

export const horseRace = (stream: RoundStream) => runners(stream, HORSES);
export const dogRace = (stream: RoundStream) => runners(stream, DOGS);

export async function soccerMatch(stream: RoundStream) {
  const homeGoals = await stream.weighted(HOME_GOALS);
  const awayGoals = await stream.weighted(AWAY_GOALS);
  return { homeGoals, awayGoals };
}

export async function basketballMatch(stream: RoundStream) {
  const homePoints = 80 + (await stream.below(41));
  const awayPoints = 78 + (await stream.below(41));
  return { homePoints, awayPoints };
}
