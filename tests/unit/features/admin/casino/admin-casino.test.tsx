// @vitest-environment jsdom
/**
 * The admin '카지노' tab (issue 11 "The operator"): what the operator types is read before it is
 * sent, status changes and stuck-round actions send what was chosen, and the reconciliation
 * marks every difference.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminCasinoCatalog,
  AdminCasinoReconcile,
  AdminCasinoRound,
} from '../../../../../src/contract/casino-admin.contract';
import { readableBody } from '../../../../../src/features/admin/casino/CallBodiesDialog';
import { CasinoCatalogCard } from '../../../../../src/features/admin/casino/CasinoCatalogCard';
import { CasinoMemberFlagsCard } from '../../../../../src/features/admin/casino/CasinoMemberFlagsCard';
import { CasinoPanel } from '../../../../../src/features/admin/casino/CasinoPanel';
import { CasinoReconcileCard } from '../../../../../src/features/admin/casino/CasinoReconcileCard';
import { CasinoStuckRoundsCard } from '../../../../../src/features/admin/casino/CasinoStuckRoundsCard';
import {
  isReconcileProblem,
  parseTendency,
  parseWinWon,
  seoulDate,
} from '../../../../../src/features/admin/casino/casino-admin-input';
import { json, stubServer } from '../../../machines/fake-server';

const catalog: AdminCasinoCatalog = {
  providers: [
    { id: 1, code: 'demo', name: '데모 게이밍', status: 'on', sortOrder: 1, gameCount: 1 },
  ],
  games: [
    {
      id: 4,
      providerId: 1,
      providerName: '데모 게이밍',
      gameCode: 'classic-3x3',
      kind: 'slot',
      studio: '데모 슬롯',
      name: '클래식 프루츠',
      lobbies: ['live'],
      rtpBp: 9612,
      status: 'on',
      sortOrder: 1,
    },
  ],
};

const round: AdminCasinoRound = {
  id: 31,
  providerName: '데모 게이밍',
  roundRef: 'r-31',
  memberId: 7,
  memberUserId: 'player7',
  memberNickname: '플레이어',
  gameId: 4,
  gameName: '클래식 프루츠',
  kind: 'slot',
  stake: 5_000,
  win: 0,
  status: 'open',
  openedAt: '2030-03-01T03:00:00.000Z',
  closedAt: null,
};

const report: AdminCasinoReconcile = {
  providerId: 1,
  providerName: '데모 게이밍',
  date: '2030-03-01',
  theirs: { bets: 3_000, wins: 1_000, rollbacks: 0, net: 2_000 },
  ours: { bets: 5_500, wins: 1_000, rollbacks: 0, net: 4_500 },
  ledger: { bets: 5_500, wins: 1_000, rollbacks: 0, net: 4_500 },
  operator: { rollbacks: 0, wins: 0 },
  netMatches: false,
  lines: [
    {
      transactionUuid: 'ghost',
      kind: 'bet',
      roundRef: null,
      theirAmount: null,
      ourAmount: 2_500,
      status: 'missing_theirs',
    },
    {
      transactionUuid: 'b1',
      kind: 'bet',
      roundRef: 'r1',
      theirAmount: 3_000,
      ourAmount: 3_000,
      status: 'matched',
    },
  ],
};

/** As the admin member list answers (the flags card finds a member by user id through it). */
const member = {
  id: 7,
  userId: 'player7',
  type: 1,
  role: 0,
  withdrawalType: 0,
  level: 1,
  nickname: '플레이어',
  emoney: 0,
  point: 0,
  tendency: ['11'],
  disableCasinoFlag: 0,
  disableSlotFlag: 0,
  recommendCode: 'R7',
  phone: '010-0000-0000',
  blocked: false,
  agentUserId: null,
  createdAt: '2030-03-01T03:00:00.000Z',
  online: false,
};

type Sent = { method: string; path: string; body: unknown };

function server() {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.json(),
    });
  };
  const stub = stubServer({
    'GET /api/admin/casino/catalog': () => json(200, catalog),
    'PUT /api/admin/casino/games/4': async (request) => {
      await record(request);
      return json(200, { ...catalog, games: [{ ...catalog.games[0]!, status: 'maintenance' }] });
    },
    'GET /api/admin/casino/stuck-rounds': () =>
      json(200, { items: [round], page: 1, pageCount: 1, totalCount: 1 }),
    'POST /api/admin/casino/stuck-rounds/31/settle': async (request) => {
      await record(request);
      return json(200, { round: { ...round, status: 'closed', win: 9_500 }, movedWon: 9_500 });
    },
    'GET /api/admin/casino/reconciliation': () => json(200, report),
    'GET /api/admin/casino/rounds': () =>
      json(200, { items: [round], page: 1, pageCount: 1, totalCount: 1 }),
    'GET /api/admin/casino/transactions': () =>
      json(200, { items: [], page: 1, pageCount: 1, totalCount: 0 }),
    'GET /api/admin/casino/calls': () =>
      json(200, {
        items: [
          {
            id: 5,
            providerName: '데모 게이밍',
            endpoint: 'transaction/bet',
            requestUuid: 'q1',
            transactionUuid: 't1',
            signatureOk: false,
            status: 'RS_ERROR_INVALID_SIGNATURE',
            requestBody: '{"amount":1000}',
            responseBody: '{"status":"RS_ERROR_INVALID_SIGNATURE"}',
            durationUs: 1500,
            createdAt: '2030-03-01T03:00:00.000Z',
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
    'GET /api/admin/members': () =>
      json(200, {
        items: [{ ...member, userId: 'player7x' }, member],
        page: 1,
        pageCount: 1,
        totalCount: 2,
      }),
    'GET /api/admin/casino/members/7/flags': () =>
      json(200, {
        memberId: 7,
        userId: 'player7',
        nickname: '플레이어',
        tendency: ['11'],
        disableCasinoFlag: 0,
        disableSlotFlag: 0,
      }),
    'PUT /api/admin/casino/members/7/flags': async (request) => {
      await record(request);
      return json(200, {
        memberId: 7,
        userId: 'player7',
        nickname: '플레이어',
        tendency: ['11', '22'],
        disableCasinoFlag: 1,
        disableSlotFlag: 0,
      });
    },
  });
  return { ...stub, sent };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the operator types', () => {
  it('reads tendency codes as a set of short labels', () => {
    expect(parseTendency('11, 22 22')).toEqual(['11', '22']);
    expect(parseTendency('')).toEqual([]);
    expect(parseTendency('22, 한글')).toBeNull();
    expect(parseTendency('123456789')).toBeNull();
  });

  it('reads a win as whole won, zero allowed', () => {
    expect(parseWinWon('12,000')).toBe(12_000);
    expect(parseWinWon('0')).toBe(0);
    expect(parseWinWon('9,5')).toBeNull();
    expect(parseWinWon('-1')).toBeNull();
    expect(parseWinWon('1.5')).toBeNull();
    expect(parseWinWon('99999999999')).toBeNull();
  });

  it('marks every reconciliation line but a match or an explained tombstone', () => {
    expect(isReconcileProblem('matched')).toBe(false);
    expect(isReconcileProblem('tombstone')).toBe(false);
    expect(isReconcileProblem('missing_ours')).toBe(true);
    expect(isReconcileProblem('missing_theirs')).toBe(true);
    expect(isReconcileProblem('amount_differs')).toBe(true);
  });

  it('counts days in Seoul and lays JSON bodies out', () => {
    expect(seoulDate(Date.parse('2030-03-01T15:00:00Z'))).toBe('2030-03-02');
    expect(seoulDate(Date.parse('2030-03-01T14:59:59Z'))).toBe('2030-03-01');
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableBody('not json')).toBe('not json');
  });
});

describe('admin casino tab', () => {
  it('shows RTP and puts a game in maintenance with its order', async () => {
    const { sent } = server();
    render(<CasinoCatalogCard />);
    const row = await screen.findByTestId('admin-casino-game-row');
    expect(row.textContent).toContain('96.12%');
    fireEvent.change(within(row).getByLabelText('클래식 프루츠 상태'), {
      target: { value: 'maintenance' },
    });
    fireEvent.change(within(row).getByLabelText('클래식 프루츠 순서'), { target: { value: '3' } });
    fireEvent.click(within(row).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/casino/games/4',
      body: { status: 'maintenance', sortOrder: 3 },
    });
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
    expect(screen.getByTestId('admin-casino-game-row').textContent).toContain('점검');
  });

  it('finds a member by user id and saves the casino bar and tendency codes', async () => {
    const { sent } = server();
    render(<CasinoMemberFlagsCard />);
    fireEvent.change(screen.getByLabelText('회원번호 / 아이디 / 닉네임'), {
      target: { value: 'PLAYER7' },
    });
    fireEvent.click(screen.getByRole('button', { name: '불러오기' }));
    expect((await screen.findByTestId('admin-casino-member-name')).textContent).toBe(
      '플레이어 (player7)',
    );
    const tendency = screen.getByLabelText('성향 코드 (쉼표로 구분)');
    expect((tendency as HTMLInputElement).value).toBe('11');
    fireEvent.change(tendency, { target: { value: '11, 2 2!' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('성향 코드는 영문·숫자 1~8자로 입력해주세요.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(tendency, { target: { value: '11, 22' } });
    fireEvent.click(screen.getByLabelText('카지노 이용 차단'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/casino/members/7/flags',
      body: { tendency: ['11', '22'], disableCasinoFlag: 1, disableSlotFlag: 0 },
    });
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
  });

  it('settles a stuck round only with a reason and a whole-won win', async () => {
    const { sent } = server();
    render(<CasinoStuckRoundsCard />);
    const row = await screen.findByTestId('admin-casino-stuck-row');
    fireEvent.click(within(row).getByRole('button', { name: '정산 (당첨 지급)' }));
    const dialog = screen.getByTestId('admin-casino-settle');
    fireEvent.change(within(dialog).getByLabelText('당첨금 (원, 0 = 낙첨)'), {
      target: { value: '9,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '정산 (당첨 지급)' }));
    expect(within(dialog).getByText('당첨금은 0 이상의 정수로 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText('사유를 입력해주세요.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('당첨금 (원, 0 = 낙첨)'), {
      target: { value: '9,500' },
    });
    fireEvent.change(within(dialog).getByLabelText('사유'), { target: { value: '영상 확인' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '정산 (당첨 지급)' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/admin/casino/stuck-rounds/31/settle',
      body: { winWon: 9_500, reason: '영상 확인' },
    });
    expect(await screen.findByText('라운드 #31를 정산했습니다. 지급: 9,500원')).toBeTruthy();
  });

  it('runs the reconciliation and marks the differences', async () => {
    server();
    render(<CasinoReconcileCard />);
    await screen.findByRole('option', { name: '데모 게이밍' });
    fireEvent.change(screen.getByLabelText('날짜 (서울)'), { target: { value: '2030-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: '대사 실행' }));
    expect(
      await screen.findByText('게임사 순이익과 원장 순이익이 다릅니다. 차이: 2,500원'),
    ).toBeTruthy();
    const lines = screen.getAllByTestId('admin-casino-reconcile-line');
    expect(lines.map((l) => l.getAttribute('data-status'))).toEqual(['missing_theirs', 'matched']);
    expect(lines[0]!.className).not.toBe('');
    expect(lines[1]!.className).toBe('');
    expect(lines[0]!.textContent).toContain('게임사 누락');
  });

  it('opens each part of the desk from its button, and a call with its bodies', async () => {
    server();
    render(<CasinoPanel />);
    expect(await screen.findByTestId('admin-casino-game-row')).toBeTruthy();
    const parts: [string, string][] = [
      ['members', 'admin-casino-member-flags'],
      ['rounds', 'admin-casino-rounds'],
      ['transactions', 'admin-casino-transactions'],
      ['stuck', 'admin-casino-stuck'],
      ['reconcile', 'admin-casino-reconcile'],
      ['calls', 'admin-casino-calls'],
    ];
    for (const [section, card] of parts) {
      fireEvent.click(screen.getByTestId(`admin-casino-section-${section}`));
      expect(screen.getByTestId(card)).toBeTruthy();
    }
    const call = await screen.findByTestId('admin-casino-call-row');
    expect(call.textContent).toContain('불일치');
    fireEvent.click(within(call).getByRole('button', { name: '요청 · 응답' }));
    const dialog = screen.getByTestId('admin-casino-call-dialog');
    expect(within(dialog).getByTestId('admin-casino-call-request').textContent).toBe(
      '{\n  "amount": 1000\n}',
    );
  });
});
