/**
 * A bar the operator sets on the casino desk (spec §3 disableSlotFlag, tendency '22') holds from the member's next wallet bet, even in a game window already open:
 * the demo provider's next spin is refused by our wallet (RS_ERROR_USER_DISABLED) and moves
 * nothing; lifting the bar lets the same window play again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, type LoggedIn } from '../helpers/app-harness';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('desk bars at the wallet on %s', (target) => {
  let p: ProviderHarness;
  let admin: LoggedIn;

  const setBars = (memberId: number, body: object) =>
    p.h.app.inject({
      method: 'PUT',
      url: `/api/admin/casino/members/${memberId}/flags`,
      headers: admin.headers,
      payload: body,
    });

  beforeAll(async () => {
    p = await startProviderHarness(target);
    admin = await login(p.h.app, ADMIN);
  }, 60_000);
  afterAll(() => p?.close());

  it('refuses the next spin of an open slot window once the slot bar is set', async () => {
    const member = await p.member(20_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    const first = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(first.status).toBe(200);
    const afterFirst = await p.cashOf(member.id);

    const barred = await setBars(member.id, {
      tendency: [],
      disableCasinoFlag: 0,
      disableSlotFlag: 1,
    });
    expect(barred.statusCode).toBe(200);
    const refused = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(refused.status).not.toBe(200);
    expect(await p.cashOf(member.id)).toBe(afterFirst);
    const [call] = await p.h.db.query<{ status: string }>(
      `SELECT status FROM casino_calls WHERE endpoint LIKE '%bet' ORDER BY id DESC LIMIT 1`,
    );
    expect(call!.status).toBe('RS_ERROR_USER_DISABLED');

    await setBars(member.id, { tendency: [], disableCasinoFlag: 0, disableSlotFlag: 0 });
    const again = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(again.status).toBe(200);
  });
});
