/** Number games (docs/fairness-minigames.md §5): powerball, ladder, sicbo, roulette, dice, one-ring. */
import type { RoundStream } from './stream';

const POWERBALL_NUMBERS = Array.from({ length: 28 }, (_, at) => at + 1);

export async function powerball(stream: RoundStream) {
  const balls = await stream.pick(POWERBALL_NUMBERS, 5);
  const powerball = await stream.below(10);
  let sum = 0;
  for (const ball of balls) sum += ball;
  return { balls, powerball, sum };
}

export async function ladder(stream: RoundStream) {
  const start = (await stream.below(2)) === 0 ? 'left' : 'right';
  const lines = (await stream.below(2)) === 0 ? 3 : 4;
  // Ends on the right exactly when "starts right" and "even number of rungs" agree.
  const endsRight = (start === 'right') === (lines === 4);
  return { start, lines, result: endsRight ? 'even' : 'odd' };
}

const die = async (stream: RoundStream) => 1 + (await stream.below(6));

export async function sicbo(stream: RoundStream) {
  const a = await die(stream);
  const b = await die(stream);
  const c = await die(stream);
  return { dice: [a, b, c], total: a + b + c, triple: a === b && a === c };
}

export async function roulette(stream: RoundStream) {
  return { pocket: await stream.below(37) };
}

export async function dice(stream: RoundStream) {
  const a = await die(stream);
  const b = await die(stream);
  return { dice: [a, b], total: a + b };
}

function ringColor(segment: number): string {
  if (segment === 24) return 'gold';
  if (segment % 6 === 0) return 'blue';
  return segment % 3 === 2 ? 'green' : 'red';
}

export async function oneRing(stream: RoundStream) {
  const segment = 1 + (await stream.below(24));
  return { segment, color: ringColor(segment) };
}
