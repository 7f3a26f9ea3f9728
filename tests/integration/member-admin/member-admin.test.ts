/**
 * Member administration: the operator's edit of level, agent and memo (with
 * the casino desk's flags read back in the detail), login history and the shared IP / device
 * signal. The bank account flow has its own file (bank-account.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberDetail } from '../../../common/contract/member-admin.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('member administration on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let managerId: number;
  let member: ExtraMember;

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    managerId = await memberIdOf(h.db, MANAGER.userId);
    member = await createExtraMember(h.db, { prefix: 'edit' });
  }, 120_000);
  afterAll(() => h?.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const profileOf = (id: number, body: object) =>
    call('PUT', `/api/admin/members/${id}/profile`, body);
  const auditCount = async () => {
    const [row] = await h.db.query<{ count: number }>('SELECT count(*) AS count FROM audit_log');
    return row!.count;
  };
  const stored = async (id: number) => {
    const [row] = await h.db.query<{ level: number; agent_id: number | null; memo: string }>(
      'SELECT level, agent_id, memo FROM members WHERE id = $1',
      [id],
    );
    return row!;
  };

  it('edits level, agent and memo in one audited use-case whose row holds only the diff', async () => {
    const response = await profileOf(member.id, {
      level: 5,
      agentId: managerId,
      memo: '고액 출금 주의\n두 번째 줄',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminMemberDetail>();
    expect(detail).toMatchObject({
      id: member.id,
      level: 5,
      agentId: managerId,
      agentUserId: MANAGER.userId,
      memo: '고액 출금 주의\n두 번째 줄',
    });
    expect(await stored(member.id)).toEqual({
      level: 5,
      agent_id: managerId,
      memo: '고액 출금 주의\n두 번째 줄',
    });

    // Only the level changes now: the audit row names the level alone.
    await profileOf(member.id, {
      level: 7,
      agentId: managerId,
      memo: '고액 출금 주의\n두 번째 줄',
    });
    const rows = await h.db.query<{ before: unknown; after: unknown; actor_id: number }>(
      `SELECT before, after, actor_id FROM audit_log
        WHERE action = 'member.profile' AND target = $1 ORDER BY id`,
      [`member:${member.id}`],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      before: { level: 1, agentId: null, memo: '' },
      after: { level: 5, agentId: managerId, memo: '고액 출금 주의\n두 번째 줄' },
    });
    expect(rows[1]).toMatchObject({ before: { level: 5 }, after: { level: 7 } });

    // Removing the agent is allowed; an unchanged save writes no audit row.
    expect((await profileOf(member.id, { level: 7, agentId: null, memo: '' })).statusCode).toBe(
      200,
    );
    // The agent tree's move-agent case (migration 031) follows the operator's edit: the period
    // under the manager opened with the first edit and closed when the agent was removed.
    const periods = await h.db.query<{ agent_id: number; open: boolean }>(
      `SELECT agent_id, valid_to IS NULL AS open FROM member_agent_periods
        WHERE member_id = $1 ORDER BY valid_from`,
      [member.id],
    );
    expect(periods).toEqual([{ agent_id: managerId, open: false }]);
    const before = await auditCount();
    expect((await profileOf(member.id, { level: 7, agentId: null, memo: '' })).statusCode).toBe(
      200,
    );
    expect(await auditCount()).toBe(before);
  });

  it('refuses bad edits with a Korean { code, message }, writing nothing', async () => {
    const plain = await createExtraMember(h.db, { prefix: 'plain' });
    const secondManager = await createExtraMember(h.db, { prefix: 'mgr' });
    await h.db.query('UPDATE members SET type = 2, agent_id = $2 WHERE id = $1', [
      secondManager.id,
      managerId,
    ]);
    const target = await createExtraMember(h.db, { prefix: 'bad' });
    const valid = { level: 3, agentId: managerId, memo: '메모' };
    const cases: [number, object, number, string][] = [
      [target.id, { ...valid, level: 0 }, 400, 'VALIDATION'],
      [target.id, { ...valid, level: 11 }, 400, 'VALIDATION'],
      [target.id, { ...valid, level: 2.5 }, 400, 'VALIDATION'],
      [target.id, { ...valid, level: '3' }, 400, 'VALIDATION'],
      [target.id, { ...valid, agentId: 0 }, 400, 'VALIDATION'],
      [target.id, { ...valid, agentId: 'manager' }, 400, 'VALIDATION'],
      [target.id, { ...valid, memo: 'x'.repeat(2_001) }, 400, 'VALIDATION'],
      [target.id, { ...valid, memo: 'a\u0000b' }, 400, 'VALIDATION'],
      [target.id, { level: 3, memo: '' }, 400, 'VALIDATION'],
      // A member who is no manager cannot be an agent; nor can a missing member.
      [target.id, { ...valid, agentId: plain.id }, 400, 'AGENT_NOT_FOUND'],
      [target.id, { ...valid, agentId: 999_999_999 }, 400, 'AGENT_NOT_FOUND'],
      // The manager above the second manager cannot be put under it: that would be a loop.
      [managerId, { level: 1, agentId: secondManager.id, memo: '' }, 400, 'AGENT_CYCLE'],
      [secondManager.id, { level: 1, agentId: secondManager.id, memo: '' }, 400, 'AGENT_CYCLE'],
      [999_999_999, valid, 404, 'MEMBER_NOT_FOUND'],
    ];
    const auditBefore = await auditCount();
    const targetBefore = await stored(target.id);
    const managerBefore = await stored(managerId);
    for (const [id, body, status, code] of cases) {
      const response = await profileOf(id, body);
      expect(outcome(response), JSON.stringify(body)).toEqual({ status, code });
      const message = response.json<{ message: string }>().message;
      if (code !== 'VALIDATION') expect(message).toBe(ERROR_MESSAGES[code as 'AGENT_CYCLE']);
      expect(message).toMatch(/[가-힣]/);
    }
    expect(await stored(target.id)).toEqual(targetBefore);
    expect(await stored(managerId)).toEqual(managerBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('shows the casino desk flags in the detail and lists only managers as agents', async () => {
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/casino/members/${member.id}/flags`,
      headers: admin.headers,
      payload: { tendency: ['22', '7'], disableCasinoFlag: 1, disableSlotFlag: 0 },
    });
    expect(put.statusCode).toBe(200);
    const detail = (await call('GET', `/api/admin/members/${member.id}`)).json<AdminMemberDetail>();
    expect(detail).toMatchObject({
      tendency: ['22', '7'],
      disableCasinoFlag: 1,
      disableSlotFlag: 0,
    });
    expect(outcome(await call('GET', '/api/admin/members/999999999'))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });

    const agents = (await call('GET', '/api/admin/members/agents')).json<{ id: number }[]>();
    expect(agents.map((a) => a.id)).toContain(managerId);
    expect(agents.map((a) => a.id)).not.toContain(member.id);
  });

  it('lists logins newest first and the members sharing an IP or a device', async () => {
    const me = await createExtraMember(h.db, { prefix: 'multi' });
    const sameIp = await createExtraMember(h.db, { prefix: 'sameip' });
    const sameDevice = await createExtraMember(h.db, { prefix: 'samedev' });
    const stranger = await createExtraMember(h.db, { prefix: 'stranger' });
    const loginFrom = async (who: ExtraMember, ip: string, userAgent: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: who.credentials,
        remoteAddress: ip,
        headers: { 'user-agent': userAgent },
      });
      expect(response.statusCode).toBe(200);
    };
    await loginFrom(me, '10.20.0.1', 'Browser-A');
    await loginFrom(me, '10.20.0.2', 'Browser-B');
    await loginFrom(sameIp, '10.20.0.2', 'Browser-C');
    await loginFrom(sameDevice, '10.20.0.9', 'Browser-A');
    await loginFrom(stranger, '10.20.0.7', 'Browser-Z');

    const history = (await call('GET', `/api/admin/members/${me.id}/logins`)).json<{
      items: { ip: string; userAgent: string; endedReason: string | null }[];
      totalCount: number;
    }>();
    expect(history.totalCount).toBe(2);
    expect(history.items.map((i) => [i.ip, i.userAgent])).toEqual([
      ['10.20.0.2', 'Browser-B'],
      ['10.20.0.1', 'Browser-A'],
    ]);
    // The first login was replaced by the second (one live session per member, spec §8).
    expect(history.items[1]!.endedReason).toBe('replaced');

    const shared = (await call('GET', `/api/admin/members/${me.id}/shared-logins`)).json<
      { memberId: number; sharedIps: string[]; sharedDevices: string[] }[]
    >();
    expect(shared).toEqual([
      expect.objectContaining({ memberId: sameIp.id, sharedIps: ['10.20.0.2'], sharedDevices: [] }),
      expect.objectContaining({
        memberId: sameDevice.id,
        sharedIps: [],
        sharedDevices: ['Browser-A'],
      }),
    ]);
    expect(outcome(await call('GET', '/api/admin/members/999999999/logins'))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    expect(outcome(await call('GET', `/api/admin/members/${me.id}/logins?page=0`)).status).toBe(
      400,
    );
  });
});
