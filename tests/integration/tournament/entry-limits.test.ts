/**
 * A tournament entry fee is money put into play, so it passes the member's responsible-gambling
 * limits like any stake (docs/responsible-gambling.md "The stake gate"): the per-bet stake limit
 * and the loss limits refuse a fee above them with a Korean 409 that writes nothing, and a fee
 * that is paid counts in the loss window, so a later stake sees it. PGlite and PostgreSQL; the
 * ledger balances after each test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { login, outcome, type LoggedIn } from '../helpers/app-harness';
import { createLaunchToken } from '../helpers/casino-signing';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';
import { setLimit } from '../responsible/rg-helpers';
import {
  createTournament,
  playClosingBet,
  SLOT,
  startTournamentApp,
  type TournamentHarness,
} from './tournament-fixtures';

describe.each(dbTargets)(
  'tournament entry fees under responsible-gambling limits on %s',
  (target) => {
    let t: TournamentHarness;

    beforeAll(async () => {
      t = await startTournamentApp(target);
    }, 60_000);
    afterAll(() => t?.close());
    afterEach(async () => {
      expect((await verifyLedger(t.h.db)).problems).toEqual([]);
    });

    /** A member with 100,000 won who has lost `lost` won in slot rounds of at most 5,000 each. */
    const memberWhoLost = async (lost: number) => {
      const m = await createExtraMember(t.h.db);
      await fund(t.h.db, m.id, 100_000);
      const session = await login(t.h.app, m.credentials);
      const token = await createLaunchToken(t.h.db, {
        memberId: m.id,
        gameCode: SLOT,
        now: t.clock.now(),
      });
      const player = { memberId: m.id, token };
      for (let left = lost; left > 0; left -= 5_000) {
        await playClosingBet(t, player, Math.min(5_000, left));
      }
      return { ...m, session, player };
    };
    const join = (tournamentId: number, who: LoggedIn) =>
      t.h.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournamentId}/join`,
        headers: who.headers,
        payload: { idempotencyKey: `limits-${tournamentId}-${who.user.id}` },
      });
    const entries = (tournamentId: number) =>
      t.h.db.query('SELECT member_id FROM tournament_entries WHERE tournament_id = $1', [
        tournamentId,
      ]);

    it('a 20,000 cash fee is refused at 29,000 of a 30,000 loss limit with a 5,000 stake limit', async () => {
      const m = await memberWhoLost(29_000);
      await setLimit(t.h.app, m.session, 'loss24h', 30_000);
      await setLimit(t.h.app, m.session, 'stakePerBet', 5_000);
      const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 20_000 });

      const refused = await join(tour.id, m.session);
      expect(outcome(refused)).toEqual({ status: 409, code: 'RG_STAKE_LIMIT' });
      expect(refused.json().message).toMatch(/1회 베팅 한도/);
      expect(await entries(tour.id)).toEqual([]);
      expect((await getMemberBalances(t.h.db, m.id)).emoney).toBe(71_000);
    });

    it('a fee within the stake limit but past the loss limit is refused by the loss limit', async () => {
      const m = await memberWhoLost(29_000);
      await setLimit(t.h.app, m.session, 'loss24h', 30_000);
      const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 2_000 });

      const refused = await join(tour.id, m.session);
      expect(outcome(refused)).toEqual({ status: 409, code: 'RG_LOSS_LIMIT' });
      expect(refused.json().message).toMatch(/24시간 손실 한도\(30,000원\)를 넘습니다/);
      expect(await entries(tour.id)).toEqual([]);
    });

    it('a fee that is paid counts in the loss window: the next stake sees it', async () => {
      const m = await memberWhoLost(25_000);
      await setLimit(t.h.app, m.session, 'loss24h', 30_000);
      const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 4_000 });
      expect((await join(tour.id, m.session)).json()).toMatchObject({ feePaid: 4_000 });

      const view = await t.h.app.inject({
        method: 'GET',
        url: '/api/responsible',
        headers: m.session.headers,
      });
      expect(view.statusCode, view.body).toBe(200);
      const loss = (view.json().limits as { kind: string; usedWon: number }[]).find(
        (l) => l.kind === 'loss24h',
      );
      expect(loss?.usedWon).toBe(29_000);
      const other = await createTournament(t, { entryCurrency: 'cash', entryFee: 2_000 });
      expect(outcome(await join(other.id, m.session))).toEqual({
        status: 409,
        code: 'RG_LOSS_LIMIT',
      });
    });
  },
);
