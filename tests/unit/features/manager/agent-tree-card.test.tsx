// @vitest-environment jsdom
/**
 * The manager area's agent tree card: the sub-agents with their rates, the
 * create form's Korean validation (nothing is sent while a field is wrong), a member created
 * under a chosen sub-agent, and the server's Korean refusal of a rate above the parent's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ManagerAgent } from '../../../../common/contract/manager.contract';
import { AgentTreeCard } from '../../../../src/features/manager/AgentTreeCard';
import { json, stubServer } from '../../machines/fake-server';

const rates = (mini: number) => ({ mini, sports: 0, casino: 0, slot: 0 });
const agents: ManagerAgent[] = [
  {
    id: 1,
    userId: 'dist',
    nickname: '총판',
    parentUserId: null,
    depth: 0,
    ratesBp: rates(200),
    memberCount: 1,
  },
  {
    id: 2,
    userId: 'shop',
    nickname: '매장',
    parentUserId: 'dist',
    depth: 1,
    ratesBp: rates(120),
    memberCount: 0,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('AgentTreeCard', () => {
  it('lists the agent and its sub-agents with their rates', async () => {
    stubServer({ 'GET /api/manager/agents': () => json(200, { items: agents }) });
    render(<AgentTreeCard />);
    const rows = await screen.findAllByTestId('manager-tree-row');
    expect(rows.map((r) => r.getAttribute('data-user-id'))).toEqual(['dist', 'shop']);
    expect(within(rows[0]!).getByText('2%')).toBeTruthy();
    expect((within(rows[1]!).getByTestId('agent-rate-mini') as HTMLInputElement).value).toBe('1.2');
  });

  it('shows Korean field errors and sends nothing while the form is wrong', async () => {
    const { calls } = stubServer({ 'GET /api/manager/agents': () => json(200, { items: agents }) });
    render(<AgentTreeCard />);
    fireEvent.click(await screen.findByTestId('manager-create-submit'));
    expect(
      await screen.findByText('아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.'),
    ).toBeTruthy();
    expect(screen.getByText('출금 비밀번호는 숫자 4~6자리로 입력해주세요.')).toBeTruthy();
    type('manager-create-rate-mini', '1.234');
    fireEvent.click(screen.getByTestId('manager-create-submit'));
    expect(
      await screen.findByText('요율은 0~10 사이, 소수 둘째 자리까지 입력해주세요.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('creates a member under the chosen sub-agent; a refusal is shown in Korean', async () => {
    const bodies: unknown[] = [];
    let refuse = false;
    stubServer({
      'GET /api/manager/agents': () => json(200, { items: agents }),
      'POST /api/manager/members': async (request) => {
        bodies.push(await request.json());
        return refuse
          ? json(400, {
              code: 'AGENT_RATE_ABOVE_PARENT',
              message: '상위 에이전트의 롤링 요율보다 높게 설정할 수 없습니다.',
            })
          : json(200, { node: { id: 9, userId: 'newbie1', nickname: '새회원', type: 1 } });
      },
    });
    render(<AgentTreeCard />);
    await screen.findByTestId('manager-create-submit');
    type('manager-create-parent', '2');
    type('manager-create-userId', 'newbie1');
    type('manager-create-password', 'abcd1234');
    type('manager-create-nickname', '새회원');
    type('manager-create-phone', '010-1234-5678');
    type('manager-create-withdrawPassword', '1234');
    type('manager-create-rate-mini', '0.5');
    fireEvent.click(screen.getByTestId('manager-create-submit'));
    expect(await screen.findByText('newbie1 계정을 생성했습니다.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ userId: 'newbie1', agentId: 2, ratesBp: rates(50) });

    refuse = true;
    type('manager-create-userId', 'newbie2');
    type('manager-create-password', 'abcd1234');
    type('manager-create-nickname', '새회원2');
    type('manager-create-phone', '010-1234-5678');
    type('manager-create-withdrawPassword', '1234');
    type('manager-create-rate-mini', '9');
    fireEvent.click(screen.getByTestId('manager-create-submit'));
    await waitFor(() =>
      expect(
        screen.getByText('상위 에이전트의 롤링 요율보다 높게 설정할 수 없습니다.'),
      ).toBeTruthy(),
    );
  });
});
