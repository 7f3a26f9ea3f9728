/**
 * Which fixture plays when. Each sport has a slot every `slotMinutes` since a
 * fixed epoch; slot n of a sport is one fixture whose league, teams, start, fate and team
 * ratings are pure functions of (seed, sport, n). Leagues take turns in a weighted rotation and
 * pair their teams round-robin (circle method), so a team plays one match at a time.
 */
import { hashInts, Rng, unitOf } from './random';
import { SIM_SPORTS, simSportOfFixture, type SimLeague, type SimSport } from './catalog';

/** Slot 0 of every sport. Fixture ids count slots from here. */
export const SIM_EPOCH_MS = Date.UTC(2024, 0, 1);
const MINUTE_MS = 60_000;

/** Rare fates (LSports statuses 4, 5, 7): about one fixture in forty. */
const CANCELLED_SHARE = 0.012;
const POSTPONED_SHARE = 0.008;
const ABANDONED_SHARE = 0.007;
/** Share of fixtures covered in play (an in-play book once they start). */
const INPLAY_COVERAGE = 0.92;
/** A cancellation is announced two hours before the start; a postponement one hour before. */
const CANCEL_NOTICE_MS = 2 * 60 * MINUTE_MS;
const POSTPONE_NOTICE_MS = 60 * MINUTE_MS;
/** A postponed fixture is finally cancelled (bets void) three hours after its planned start. */
const POSTPONED_VOID_AFTER_MS = 3 * 60 * MINUTE_MS;

export interface PlannedTeam {
  id: number;
  name: string;
  /** Strength in about [−1, 1]. */
  rating: number;
}

export type Fate =
  | { kind: 'normal' }
  | { kind: 'cancelled'; atMs: number }
  | { kind: 'postponed'; atMs: number; voidAtMs: number }
  /** Abandoned after this share of the playing time. */
  | { kind: 'abandoned'; share: number };

export interface FixturePlan {
  id: number;
  sport: SimSport;
  league: SimLeague;
  slot: number;
  startsAtMs: number;
  home: PlannedTeam;
  away: PlannedTeam;
  hasInplay: boolean;
  fate: Fate;
  /** Root of every further draw for this fixture. */
  key: number;
}

/** Leagues spread over the slots by weight ("smooth weighted round robin"). */
function rotationOf(sport: SimSport): number[] {
  const current = sport.leagues.map(() => 0);
  const total = sport.leagues.reduce((sum, l) => sum + l.weight, 0);
  const order: number[] = [];
  for (let n = 0; n < total; n++) {
    sport.leagues.forEach((league, i) => (current[i]! += league.weight));
    let best = 0;
    current.forEach((value, i) => {
      if (value > current[best]!) best = i;
    });
    current[best]! -= total;
    order.push(best);
  }
  return order;
}

const ROTATIONS = new Map(SIM_SPORTS.map((sport) => [sport.id, rotationOf(sport)]));

/** League of a slot, and how many times that league played before it. */
function leagueTurn(sport: SimSport, slot: number): { league: SimLeague; occurrence: number } {
  const rotation = ROTATIONS.get(sport.id)!;
  const cycle = Math.floor(slot / rotation.length);
  const position = slot - cycle * rotation.length;
  const leagueIndex = rotation[position]!;
  let before = 0;
  for (let i = 0; i < position; i++) if (rotation[i] === leagueIndex) before++;
  const league = sport.leagues[leagueIndex]!;
  return { league, occurrence: cycle * league.weight + before };
}

/** The occurrence-th match of a double round robin (circle method; odd leagues get a bye). */
function pairing(teamCount: number, occurrence: number): [number, number] {
  const size = teamCount % 2 === 0 ? teamCount : teamCount + 1;
  const perRound = Math.floor(teamCount / 2);
  const roundsPerLeg = size - 1;
  const roundIndex = Math.floor(occurrence / perRound);
  const round = roundIndex % roundsPerLeg;
  const secondLeg = Math.floor(roundIndex / roundsPerLeg) % 2 === 1;
  const ring = Array.from({ length: size - 1 }, (_, i) => 1 + ((i + round) % (size - 1)));
  const seats = [0, ...ring];
  const pairs: [number, number][] = [];
  for (let i = 0; i < size / 2; i++) {
    const a = seats[i]!;
    const b = seats[size - 1 - i]!;
    if (a < teamCount && b < teamCount) pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  const [home, away] = pairs[occurrence % perRound]!;
  return secondLeg ? [away, home] : [home, away];
}

/** A seed-dependent order of a league's teams, so two seeds play different fixtures. */
function teamOrder(seedKey: number, league: SimLeague): number[] {
  const rng = new Rng(hashInts(seedKey, league.id, 0x7ea));
  const order = league.teams.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function team(seedKey: number, league: SimLeague, index: number): PlannedTeam {
  const n = league.teams.length;
  const listed = 1 - (2 * index) / Math.max(1, n - 1);
  const noise = unitOf(seedKey, league.id, index, 0x4a7) - 0.5;
  return {
    id: league.id * 100 + index + 1,
    name: league.teams[index]!,
    rating: listed * 0.7 + noise * 0.6,
  };
}

function fateOf(key: number, startsAtMs: number): Fate {
  const u = unitOf(key, 0xfa7e);
  if (u < CANCELLED_SHARE) return { kind: 'cancelled', atMs: startsAtMs - CANCEL_NOTICE_MS };
  if (u < CANCELLED_SHARE + POSTPONED_SHARE) {
    return {
      kind: 'postponed',
      atMs: startsAtMs - POSTPONE_NOTICE_MS,
      voidAtMs: startsAtMs + POSTPONED_VOID_AFTER_MS,
    };
  }
  if (u < CANCELLED_SHARE + POSTPONED_SHARE + ABANDONED_SHARE) {
    return { kind: 'abandoned', share: 0.15 + unitOf(key, 0xab) * 0.7 };
  }
  return { kind: 'normal' };
}

export function slotStartMs(sport: SimSport, slot: number): number {
  return SIM_EPOCH_MS + (slot * sport.slotMinutes + sport.offsetMinutes) * MINUTE_MS;
}

export function planFixture(seedKey: number, sport: SimSport, slot: number): FixturePlan {
  const { league, occurrence } = leagueTurn(sport, slot);
  const order = teamOrder(seedKey, league);
  const [h, a] = pairing(league.teams.length, occurrence);
  const id = sport.fixtureIdBase + slot;
  const key = hashInts(seedKey, id);
  const startsAtMs = slotStartMs(sport, slot);
  return {
    id,
    sport,
    league,
    slot,
    startsAtMs,
    home: team(seedKey, league, order[h]!),
    away: team(seedKey, league, order[a]!),
    hasInplay: unitOf(key, 0x1a) < INPLAY_COVERAGE,
    fate: fateOf(key, startsAtMs),
    key,
  };
}

export function planById(seedKey: number, fixtureId: number): FixturePlan | undefined {
  const sport = simSportOfFixture(fixtureId);
  if (!sport) return undefined;
  const slot = fixtureId - sport.fixtureIdBase;
  return slot >= 0 ? planFixture(seedKey, sport, slot) : undefined;
}

/** Slots of a sport whose start lies in [fromMs, toMs]. */
export function slotsBetween(sport: SimSport, fromMs: number, toMs: number): number[] {
  const slotMs = sport.slotMinutes * MINUTE_MS;
  const base = SIM_EPOCH_MS + sport.offsetMinutes * MINUTE_MS;
  const first = Math.max(0, Math.ceil((fromMs - base) / slotMs));
  const last = Math.floor((toMs - base) / slotMs);
  const slots: number[] = [];
  for (let slot = first; slot <= last; slot++) slots.push(slot);
  return slots;
}
