// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminWalletRequestView,
  WalletRequestView,
} from '../../../common/contract/wallet.contract';
import { sessionStore } from '../../../src/stores/session.store';
import { walletStore } from '../../../src/stores/wallet.store';
import { writeWalletRequests } from '../../../src/streams/member/wallet-writes';
import { json, stubServer } from '../machines/fake-server';
import { memberUser } from './member-user.fixture';

const refreshUser = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/commands', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/app/commands')>();
  return { ...actual, refreshUser };
});

const { addQuick, amountError, parseAmount } = await import('../../../src/features/wallet/amount');
const { ChargePage } = await import('../../../src/features/wallet/ChargePage');
const { ExchangePage } = await import('../../../src/features/wallet/ExchangePage');
const { WalletPanel } = await import('../../../src/features/admin/wallet/WalletPanel');

const user = memberUser();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function view(overrides: Partial<WalletRequestView> = {}): WalletRequestView {
  return {
    id: 1,
    kind: 'charge',
    amountWon: 100_000,
    status: 'pending',
    chargeType: 7,
    depositorName: '홍길동',
    rejectReason: null,
    createdAt: '2026-11-22T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const page = (items: unknown[]) =>
  json(200, { items, page: 1, pageCount: 1, totalCount: items.length });

describe('amount parsing and validation', () => {
  it('reads integer won, with separators and 원, and nothing else', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('100000')).toBe(100_000);
    expect(parseAmount('1,000,000원')).toBe(1_000_000);
    expect(parseAmount('10000.5')).toBeNaN();
    expect(parseAmount('1e5')).toBeNaN();
    expect(parseAmount('-10000')).toBeNaN();
    expect(parseAmount('1,00,000')).toBeNaN();
    expect(parseAmount('만원')).toBeNaN();
  });

  it('explains min, unit and max in Korean, per kind', () => {
    expect(amountError(null, 'charge')).toBe('금액을 입력해주세요.');
    expect(amountError(Number.NaN, 'charge')).toBe('금액은 숫자(원 단위 정수)로 입력해주세요.');
    expect(amountError(5_000, 'charge')).toBe('최소 신청 금액은 10,000원입니다.');
    expect(amountError(15_000, 'charge')).toBe('10,000원 단위로 신청해주세요.');
    expect(amountError(10_010_000, 'charge')).toBe('최대 신청 금액은 10,000,000원입니다.');
    expect(amountError(10_000_000, 'charge')).toBeNull();
    expect(amountError(10_000_000, 'exchange')).toBe('최대 신청 금액은 5,000,000원입니다.');
    expect(amountError(50_000, 'exchange', 40_000)).toBe(
      '보유 머니보다 큰 금액은 환전할 수 없습니다.',
    );
    expect(amountError(10_000, 'exchange', 40_000)).toBeNull();
  });

  it('quick buttons add to what is typed', () => {
    expect(addQuick('', 10_000)).toBe('10000');
    expect(addQuick('50,000', 100_000)).toBe('150000');
    expect(addQuick('abc', 50_000)).toBe('50000');
  });
});

describe('ChargePage', () => {
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    walletStore.setState({ live: {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a bad amount in Korean without calling the server', async () => {
    const { calls } = stubServer({ 'GET /api/wallet/requests': () => page([]) });
    render(<ChargePage />);
    const form = screen.getByTestId('charge-form');
    fireEvent.change(within(form).getByLabelText('신청 금액'), { target: { value: '15000' } });
    fireEvent.change(within(form).getByLabelText('입금자명'), { target: { value: '홍길동' } });
    fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('10,000원 단위로 신청해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends integer won, depositor, charge type 7 and a fresh idempotency key per submit', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubServer({
      'GET /api/wallet/requests': () => page([]),
      'POST /api/wallet/charge': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return json(200, { request: view({ id: bodies.length, amountWon: 150_000 }) });
      },
    });
    render(<ChargePage />);
    const form = screen.getByTestId('charge-form');
    expect((within(form).getByLabelText('충전 방식') as HTMLSelectElement).value).toBe('7');
    const amount = within(form).getByLabelText('신청 금액') as HTMLInputElement;
    fireEvent.click(within(form).getByRole('button', { name: '+10만' }));
    fireEvent.click(within(form).getByRole('button', { name: '+5만' }));
    expect(amount.value).toBe('150000');
    fireEvent.change(within(form).getByLabelText('입금자명'), { target: { value: ' 홍길동 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
    await screen.findByText('150,000원 충전 신청이 접수되었습니다. 승인 후 반영됩니다.');

    fireEvent.change(amount, { target: { value: '1,50,000' } });
    fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('금액은 숫자(원 단위 정수)로 입력해주세요.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '정정' }));
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '150,000' } });
    fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
    await waitFor(() => expect(bodies).toHaveLength(2));

    expect(bodies[0]).toMatchObject({ amountWon: 150_000, depositorName: '홍길동', chargeType: 7 });
    expect(Number.isInteger(bodies[0]!.amountWon)).toBe(true);
    expect(bodies[0]!.idempotencyKey).toMatch(UUID);
    expect(bodies[1]!.idempotencyKey).toMatch(UUID);
    expect(bodies[1]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
  });

  it('shows the server refusal message and the live status of the history', async () => {
    stubServer({
      'GET /api/wallet/requests': () => page([view({ id: 7 })]),
      'POST /api/wallet/charge': () =>
        json(409, {
          code: 'WALLET_PENDING_EXISTS',
          message: '처리 대기 중인 충전 신청이 있습니다.',
        }),
    });
    render(<ChargePage />);
    const row = await screen.findByTestId('wallet-history-row');
    expect(row.dataset.requestId).toBe('7');
    expect(within(row).getByText('대기')).toBeTruthy();
    expect(screen.getByText(/처리 대기 중인 충전 신청\(100,000원\)이 있습니다/)).toBeTruthy();

    const form = screen.getByTestId('charge-form');
    fireEvent.change(within(form).getByLabelText('신청 금액'), { target: { value: '10000' } });
    fireEvent.change(within(form).getByLabelText('입금자명'), { target: { value: '홍길동' } });
    fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('처리 대기 중인 충전 신청이 있습니다.')).toBeTruthy();

    // The bets stream reports the operator's decision: the row changes without a refetch.
    act(() =>
      writeWalletRequests([
        view({
          id: 7,
          status: 'rejected',
          rejectReason: '입금 확인 불가',
          decidedAt: '2026-11-22T02:00:00.000Z',
        }),
      ]),
    );
    const updated = screen.getByTestId('wallet-history-row');
    expect(updated.dataset.status).toBe('rejected');
    expect(within(updated).getByText('거절')).toBeTruthy();
    expect(within(updated).getByText('입금 확인 불가')).toBeTruthy();
    // A request created elsewhere (another tab) appears on top.
    act(() => writeWalletRequests([view({ id: 8, createdAt: '2026-11-22T03:00:00.000Z' })]));
    const rows = screen.getAllByTestId('wallet-history-row');
    expect(rows.map((r) => r.dataset.requestId)).toEqual(['8', '7']);
  });
});

describe('ExchangePage', () => {
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    walletStore.setState({ live: {} });
    refreshUser.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the cash, sends integer won with the PIN and a key, then refreshes the balance', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubServer({
      'GET /api/wallet/requests': () => page([]),
      'POST /api/wallet/exchange': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return json(200, {
          request: view({
            kind: 'exchange',
            amountWon: 200_000,
            chargeType: null,
            depositorName: null,
          }),
          emoney: 800_000,
        });
      },
    });
    render(<ExchangePage />);
    expect(screen.getByTestId('exchange-cash').textContent).toBe('1,000,000원');
    const form = screen.getByTestId('exchange-form');
    fireEvent.change(within(form).getByLabelText('신청 금액'), { target: { value: '2,000,000' } });
    fireEvent.click(within(form).getByRole('button', { name: '환전 신청' }));
    expect(await screen.findByText('보유 머니보다 큰 금액은 환전할 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('출금 비밀번호를 입력해주세요.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('신청 금액'), { target: { value: '200000' } });
    fireEvent.change(within(form).getByLabelText('출금 비밀번호'), { target: { value: '1234' } });
    fireEvent.click(within(form).getByRole('button', { name: '환전 신청' }));
    await screen.findByText('200,000원 환전 신청이 접수되었습니다.');
    expect(bodies).toEqual([
      { amountWon: 200_000, withdrawPassword: '1234', idempotencyKey: expect.stringMatching(UUID) },
    ]);
    expect(refreshUser).toHaveBeenCalled();
  });
});

describe('admin WalletPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const adminRow = (o: Partial<AdminWalletRequestView> = {}): AdminWalletRequestView => ({
    ...view({ id: 3 }),
    userId: 'demo',
    nickname: '행운의별',
    ...o,
  });

  it('approves, and rejects with a reason asked in a dialog', async () => {
    const decisions: string[] = [];
    const reasons: unknown[] = [];
    stubServer({
      'GET /api/admin/wallet/requests': () => page([adminRow()]),
      'POST /api/admin/wallet/requests/3/approve': () => {
        decisions.push('approve');
        return json(200, { request: adminRow({ status: 'approved' }) });
      },
      'POST /api/admin/wallet/requests/3/reject': async (request) => {
        decisions.push('reject');
        reasons.push(await request.json());
        return json(200, { request: adminRow({ status: 'rejected', rejectReason: '입금 없음' }) });
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<WalletPanel />);
    expect(screen.getByTestId('admin-wallet-requests')).toBeTruthy();
    const row = await screen.findByTestId('admin-wallet-row');
    expect(row.dataset.requestId).toBe('3');
    fireEvent.click(within(row).getByRole('button', { name: '승인' }));
    await screen.findByText('승인되었습니다.');

    fireEvent.click(
      within(screen.getByTestId('admin-wallet-row')).getByRole('button', { name: '거절' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    expect(await within(dialog).findByText('거절 사유를 입력해주세요.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('거절 사유'), {
      target: { value: ' 입금 없음 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await screen.findByText('거절되었습니다.');
    expect(decisions).toEqual(['approve', 'reject']);
    expect(reasons).toEqual([{ reason: '입금 없음' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
