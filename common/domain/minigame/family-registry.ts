/** Family id → engine: how the engine, verifyRound and the tests find a game's outcome function. */
import type { FamilyEngine, FamilyId } from './types';
import { baccarat } from './families/baccarat';
import { basketballMatch } from './families/basketball-match';
import { blackjack } from './families/blackjack';
import { dice } from './families/dice';
import { dragonTiger } from './families/dragon-tiger';
import { goStop } from './families/go-stop';
import { highLow } from './families/high-low';
import { ladder } from './families/ladder';
import { oddEven } from './families/odd-even';
import { oneRing } from './families/one-ring';
import { powerball } from './families/powerball';
import { dogRace, horseRace } from './families/race';
import { roulette } from './families/roulette';
import { sicbo } from './families/sicbo';
import { soccerMatch } from './families/soccer-match';

// The registry erases each engine's outcome type; callers that need it import the family directly.
export const FAMILY_ENGINES: Readonly<Record<FamilyId, FamilyEngine<unknown>>> = {
  powerball,
  ladder,
  baccarat,
  dragonTiger,
  oddEven,
  sicbo,
  roulette,
  highLow,
  blackjack,
  dice,
  goStop,
  oneRing,
  horseRace,
  dogRace,
  soccerMatch,
  basketballMatch,
} as Record<FamilyId, FamilyEngine<unknown>>;
