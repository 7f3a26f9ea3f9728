/**
 * Slot RTP simulation bench: plays N spins (default 10^7, `--spins N`) of every slot in
 * the catalogue and prints, per game, the simulated RTP, the exact RTP (rtp.ts, from the strips),
 * their difference in percentage points, the standard error of the simulated RTP, the hit rate
 * (spins paying anything), spins per second and the machine load (os.loadavg). The simulation
 * should land within +-0.3 pp of the exact figure: PASS/FAIL is printed per game; this is a
 * figure to read, not a test (a high-variance game can miss by chance; the standard error says how
 * likely that is).
 *
 * Stream: by default a fast seeded uniform stream (xoshiro128**, one seed per game), because the
 * bench measures the games' maths, and the games consume any stream of uniform uint32s the same
 * way; 3 x 10^7 spins through HMAC-SHA256 would spend most of the time hashing on a shared 2-core
 * machine. `--stream fair` uses the real fairness stream instead (fairStreamFrom with node:crypto
 * HMAC, one outcome per nonce, exactly as the provider does) for a smaller run.
 * Run: npm run bench:slots [-- --spins 1000000] [--stream fair] [--game video-5x3]
 */
import { createHmac } from 'node:crypto';
import { loadavg } from 'node:os';
import { fairStreamFrom } from '../common/domain/casino/fairness';
import { SLOT_GAMES } from '../common/domain/casino/slots/catalog';
import { exactRtp, rtpPercent } from '../common/domain/casino/slots/rtp';
import type { SlotGame } from '../common/domain/casino/types';
import type { RandomStream } from '../common/domain/minigame/random-stream';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const SPINS = Number(option('spins') ?? 10_000_000);
const STREAM = option('stream') ?? 'fast';
const ONLY = option('game');
const TOLERANCE_PP = 0.3;

/** xoshiro128** (Blackman & Vigna): fast, 2^128 - 1 period, passes BigCrush. */
class Xoshiro128 implements RandomStream {
  private s: Uint32Array;
  constructor(seed: number) {
    // splitmix32 expands the seed into a non-zero state.
    this.s = new Uint32Array(4);
    let x = seed >>> 0;
    for (let i = 0; i < 4; i += 1) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.s[i] = (z ^ (z >>> 16)) >>> 0;
    }
  }
  nextUint32(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1] as number, 5), 7), 9) >>> 0;
    const t = (s[1] as number) << 9;
    s[2] = (s[2] as number) ^ (s[0] as number);
    s[3] = (s[3] as number) ^ (s[1] as number);
    s[1] = (s[1] as number) ^ (s[2] as number);
    s[0] = (s[0] as number) ^ (s[3] as number);
    s[2] = (s[2] as number) ^ t;
    s[3] = rotl(s[3] as number, 11);
    return result;
  }
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

function streamFor(game: SlotGame, gameIndex: number): (spin: number) => RandomStream {
  if (STREAM === 'fair') {
    const serverSeedHex = 'c0ffee'.repeat(10) + 'beef';
    const hmac = (key: Uint8Array, message: string) =>
      createHmac('sha256', key).update(message, 'utf8').digest();
    return (nonce) =>
      fairStreamFrom({ serverSeedHex, clientSeed: `bench-${game.code}`, nonce }, hmac);
  }
  const fast = new Xoshiro128(0x5eed + gameIndex);
  return () => fast;
}

function simulate(game: SlotGame, gameIndex: number) {
  const next = streamFor(game, gameIndex);
  let pays = 0;
  let paysSquared = 0;
  let hits = 0;
  const started = performance.now();
  for (let spin = 0; spin < SPINS; spin += 1) {
    const pay = game.spin(next(spin)).totalPay / game.lineCount; // in stakes
    pays += pay;
    paysSquared += pay * pay;
    if (pay > 0) hits += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = pays / SPINS;
  const standardError = Math.sqrt((paysSquared / SPINS - mean * mean) / SPINS);
  return { rtp: mean * 100, standardErrorPp: standardError * 100, hitRate: hits / SPINS, seconds };
}

console.log(`slots bench: ${SPINS.toLocaleString('en')} spins per game, ${STREAM} stream`);
SLOT_GAMES.forEach((game, index) => {
  if (ONLY && game.code !== ONLY) return;
  const exact = rtpPercent(exactRtp(game));
  const result = simulate(game, index);
  const difference = result.rtp - exact;
  const verdict = Math.abs(difference) <= TOLERANCE_PP ? 'PASS' : 'FAIL';
  console.log(
    [
      game.code.padEnd(12),
      `simulated ${result.rtp.toFixed(3)} %`,
      `exact ${exact.toFixed(3)} %`,
      `diff ${difference >= 0 ? '+' : ''}${difference.toFixed(3)} pp`,
      `(s.e. ${result.standardErrorPp.toFixed(3)} pp)`,
      `hit ${(result.hitRate * 100).toFixed(2)} %`,
      `${Math.round(SPINS / result.seconds).toLocaleString('en')} spins/s`,
      `load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      verdict,
    ].join('  '),
  );
});
