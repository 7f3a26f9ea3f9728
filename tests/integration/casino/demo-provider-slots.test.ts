/**
 * A whole slot session of the demo provider against our wallet over real HTTP: the session opens from a launch token, every
 * spin moves money only through signed wallet calls, the balance is start − stakes + wins, each
 * spin recomputes from its revealed seed, and a refused bet shows nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';
import type { SpinResult } from '../../../common/contract/demo-provider.contract';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('demo provider slot session on %s', (target) => {
  let p: ProviderHarness;

  beforeAll(async () => {
    p = await startProviderHarness(target);
  }, 60_000);
  afterAll(() => p?.close());

  it('plays spins whose money moves through the wallet and whose outcomes verify', async () => {
    const member = await p.member(100_000, 'video-5x3');
    const session = await p.openSession(member, 'video-5x3');
    expect(session.player.balance).toBe(100_000);
    expect(session.game).toMatchObject({ code: 'video-5x3', kind: 'slot' });
    expect(session.slot?.serverSeedHex).toBeNull();

    const set = await p.call(
      'PUT',
      '/slot/client-seed',
      { clientSeed: 'my-lucky-seed' },
      session.sessionToken,
    );
    expect(set.status).toBe(200);

    let commit = session.slot!.commitHex;
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 8; i += 1) {
      const answer = await p.call('POST', '/slot/spin', { stake: 2_000 }, session.sessionToken);
      expect(answer.status).toBe(200);
      const spin = answer.json as SpinResult;
      stakes += spin.stake;
      wins += spin.win;
      expect(spin.fairness).toMatchObject({
        commitHex: commit,
        clientSeed: 'my-lucky-seed',
        nonce: i,
      });
      expect(spin.next).toMatchObject({ serverSeedHex: null, nonce: i + 1 });
      const check = await verifyCasinoOutcome(
        'video-5x3',
        { serverSeedHex: spin.fairness.serverSeedHex!, clientSeed: 'my-lucky-seed', nonce: i },
        commit,
      );
      expect(check?.ok).toBe(true);
      expect(check?.outcome).toEqual(spin.outcome);
      expect(spin.balance).toBe(100_000 - stakes + wins);
      commit = spin.next.commitHex;

      const detail = await p.call('GET', `/rounds/${spin.roundRef}`);
      expect(detail.json).toMatchObject({ roundRef: spin.roundRef, drawCode: 'video-5x3' });
      expect(detail.json.fairness.serverSeedHex).toBe(spin.fairness.serverSeedHex);
    }
    expect(await p.cashOf(member.id)).toBe(100_000 - stakes + wins);
    const rounds = await p.h.db.query<{ stake: number; win: number; status: string }>(
      `SELECT stake, win, status FROM casino_rounds WHERE member_id = $1`,
      [member.id],
    );
    expect(rounds).toHaveLength(8);
    expect(rounds.every((r) => r.status === 'closed')).toBe(true);
    expect(rounds.reduce((s, r) => s + Number(r.win), 0)).toBe(wins);
    expect((await verifyLedger(p.h.db)).problems).toEqual([]);
  });

  it('refuses a spin the member cannot pay, in Korean, and keeps the commit unrevealed', async () => {
    const member = await p.member(1_500, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    const answer = await p.call('POST', '/slot/spin', { stake: 2_000 }, session.sessionToken);
    expect(answer.status).toBe(402);
    expect(answer.json).toEqual({ code: 'NOT_ENOUGH_MONEY', message: '보유머니가 부족합니다.' });
    expect(await p.cashOf(member.id)).toBe(1_500);
    const spin = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(spin.status).toBe(200);
    expect(spin.json.fairness).toMatchObject({ commitHex: session.slot!.commitHex, nonce: 0 });
  });

  it('opens one game session per launch link: the same link opened again is refused', async () => {
    const member = await p.member(10_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    expect(session.player.balance).toBe(10_000);
    await expect(p.openSession(member, 'classic-3x3')).rejects.toThrow(/401.*INVALID_LAUNCH/);
    expect(await p.cashOf(member.id)).toBe(10_000);
  });

  it('answers bad input and unknown sessions with a Korean 4xx and plays nothing', async () => {
    const member = await p.member(10_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    const small = await p.call('POST', '/slot/spin', { stake: 999 }, session.sessionToken);
    expect(small.status).toBe(400);
    expect(small.json.code).toBe('VALIDATION');
    const none = await p.call('POST', '/slot/spin', { stake: 1_000 }, 'not-a-session');
    expect(none).toMatchObject({ status: 401, json: { code: 'NO_SESSION' } });
    const badLaunch = await p.call('POST', '/session', {
      code: 'x'.repeat(43),
      gameCode: 'classic-3x3',
    });
    expect(badLaunch).toMatchObject({ status: 401, json: { code: 'INVALID_LAUNCH' } });
    expect(await p.cashOf(member.id)).toBe(10_000);
  });
});
