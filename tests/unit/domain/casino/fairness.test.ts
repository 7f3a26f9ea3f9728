// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  drawFair,
  EMPTY_TABLE_CLIENT_SEED,
  fairMessage,
  fairStream,
  fairStreamFrom,
  tableClientSeed,
  verifyFair,
} from '../../../../common/domain/casino/fairness';
import { verifyCasinoOutcome } from '../../../../common/domain/casino/outcomes';
import { video5x3 } from '../../../../common/domain/casino/slots/video-5x3';
import { dealBaccarat } from '../../../../common/domain/casino/tables/baccarat';
import { StreamExhaustedError } from '../../../../common/domain/minigame/random-stream';

const SERVER_SEED = '0f'.repeat(16) + 'a5'.repeat(16);
const INPUTS = { serverSeedHex: SERVER_SEED, clientSeed: 'member-seed', nonce: 7 };

/** The recipe recomputed independently with node:crypto: block(counter) as 8 big-endian uint32s. */
function nodeValues(blocks: number): number[] {
  const key = Buffer.from(SERVER_SEED, 'hex');
  const values: number[] = [];
  for (let counter = 0; counter < blocks; counter += 1) {
    const block = createHmac('sha256', key).update(`member-seed:7:${counter}`, 'utf8').digest();
    for (let offset = 0; offset < 32; offset += 4) values.push(block.readUInt32BE(offset));
  }
  return values;
}

describe('casino fairness recipe', () => {
  it('commits to hex SHA-256 of the seed bytes (not of the hex text)', async () => {
    const expected = createHash('sha256').update(Buffer.from(SERVER_SEED, 'hex')).digest('hex');
    expect(await commitServerSeed(SERVER_SEED)).toBe(expected);
    expect(expected).not.toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });

  it('streams HMAC-SHA256(seed bytes, "clientSeed:nonce:counter") blocks as uint32s', async () => {
    expect(fairMessage('member-seed', 7, 3)).toBe('member-seed:7:3');
    const stream = await fairStream(INPUTS, 2);
    const values = Array.from({ length: 16 }, () => stream.nextUint32());
    expect(values).toEqual(nodeValues(2));
    expect(() => stream.nextUint32()).toThrow(StreamExhaustedError);
  });

  it('gives the same values through a synchronous HMAC (the server path)', () => {
    const stream = fairStreamFrom(INPUTS, (key, message) =>
      createHmac('sha256', key).update(message, 'utf8').digest(),
    );
    expect(Array.from({ length: 24 }, () => stream.nextUint32())).toEqual(nodeValues(3));
  });

  it('drawFair extends the prefetch when a draw needs more blocks', async () => {
    const values = await drawFair(INPUTS, (stream) =>
      Array.from({ length: 200 }, () => stream.nextUint32()),
    );
    expect(values).toEqual(nodeValues(25));
  });

  it('verifies a revealed seed against its commit', async () => {
    const commit = await commitServerSeed(SERVER_SEED);
    const draw = (stream: { nextUint32(): number }) => stream.nextUint32();
    expect(await verifyFair(INPUTS, commit, draw)).toEqual({ ok: true, outcome: nodeValues(1)[0] });
    expect((await verifyFair(INPUTS, '00'.repeat(32), draw)).reason).toBe('commitMismatch');
    expect((await verifyFair({ ...INPUTS, serverSeedHex: 'xyz' }, commit, draw)).reason).toBe(
      'badSeed',
    );
  });
});

describe('tableClientSeed', () => {
  it('is hex SHA-256 of the sorted seeds joined by ":" (order of arrival does not matter)', async () => {
    const expected = createHash('sha256').update('alpha:beta:gamma', 'utf8').digest('hex');
    expect(await tableClientSeed(['gamma', 'alpha', 'beta'])).toBe(expected);
    expect(await tableClientSeed(['beta', 'gamma', 'alpha'])).toBe(expected);
  });

  it('is the public seed "table" when nobody bet', async () => {
    expect(await tableClientSeed([])).toBe(EMPTY_TABLE_CLIENT_SEED);
    expect(EMPTY_TABLE_CLIENT_SEED).toBe('table');
  });
});

describe('verifyCasinoOutcome', () => {
  it('recomputes a table round and a slot spin from the revealed seed', async () => {
    const commit = await commitServerSeed(SERVER_SEED);
    const baccarat = await verifyCasinoOutcome('baccarat', INPUTS, commit);
    const again = await drawFair(INPUTS, dealBaccarat);
    expect(baccarat).toEqual({ ok: true, outcome: again });
    const spin = await verifyCasinoOutcome('video-5x3', INPUTS, commit);
    expect(spin?.ok).toBe(true);
    expect(spin?.outcome).toEqual(await drawFair(INPUTS, (stream) => video5x3.spin(stream)));
    expect(await verifyCasinoOutcome('roulette', INPUTS, commit)).toMatchObject({ ok: true });
    expect(await verifyCasinoOutcome('blackjack', INPUTS, commit)).toBeNull();
  });
});
