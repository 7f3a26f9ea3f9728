// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CouponView } from '../../../../common/contract/coupon.contract';
import type { StatementEntry } from '../../../../common/contract/points.contract';
import { closedDialogs, dialogsStore, type DialogName } from '../../../../src/stores/dialogs.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { memberUser } from '../member-user.fixture';

// The dialog commands go through the machines in the app; here they set the flags directly.
const setFlag = (name: DialogName, open: boolean) =>
  dialogsStore.setState((s) => ({ open: { ...s.open, [name]: open } }));
const refreshUser = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/app/commands', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/app/commands')>();
  return {
    ...actual,
    refreshUser,
    openDialog: (name: DialogName) => setFlag(name, true),
    closeDialog: (name: DialogName) => setFlag(name, false),
  };
});

const { CouponPage } = await import('../../../../src/features/coupon/CouponPage');
const { MoneyHistoryDialogs } =
  await import('../../../../src/features/money-history/MoneyHistoryDialogs');
const { endOfSeoulDay, parseCouponAmount, seoulDayAfter } =
  await import('../../../../src/ui/coupon/issue-input');
const { hundredthsToPercentText, parseCap, percentTextToHundredths } =
  await import('../../../../src/ui/coupon/bonus-input');

const user = memberUser({ emoney: 100_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const coupon = (overrides: Partial<CouponView>): CouponView => ({
  id: 7,
  name: '가입 축하 쿠폰',
  currency: 'cash',
  amount: 10_000,
  // 2026-11-30 14:59:59 UTC = 23:59:59 in Seoul.
  expiresAt: '2026-11-30T14:59:59.000Z',
  status: 'unused',
  usedAt: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const couponPage = (items: CouponView[], counts = { unused: 1, used: 0, expired: 0 }) =>
  json(200, { items, page: 1, pageCount: 1, totalCount: items.length, counts });

describe('coupon and bonus inputs', () => {
  it('percent text ↔ integer hundredths without float error; caps and amounts are whole', () => {
    expect(percentTextToHundredths('2.55')).toBe(255);
    expect(percentTextToHundredths('3.3')).toBe(330);
    expect(percentTextToHundredths('100')).toBe(10_000);
    expect(percentTextToHundredths('0')).toBe(0);
    for (const bad of ['100.01', '2.555', '-1', '1e2', 'abc', '']) {
      expect(percentTextToHundredths(bad), bad).toBeNull();
    }
    expect(hundredthsToPercentText(255)).toBe('2.55');
    expect(hundredthsToPercentText(1_000)).toBe('10');
    expect(parseCap('')).toBeNull();
    expect(parseCap('5,000')).toBe(5_000);
    expect(parseCap('0')).toBeUndefined();
    expect(parseCap('1.5')).toBeUndefined();
    expect(parseCouponAmount('10,000')).toBe(10_000);
    for (const bad of ['0', '-1', '1.5', '10000001', 'x', '']) {
      expect(parseCouponAmount(bad), bad).toBeNull();
    }
  });

  it('an expiry date means the end of that Seoul day', () => {
    expect(endOfSeoulDay('2026-11-30')).toBe('2026-11-30T14:59:59.000Z');
    expect(endOfSeoulDay('30/11/2026')).toBeNull();
    // 2026-11-01 23:30 in Seoul is still the 1st there (14:30 UTC).
    expect(seoulDayAfter(0, Date.parse('2026-11-01T14:30:00Z'))).toBe('2026-11-01');
    expect(seoulDayAfter(0, Date.parse('2026-11-01T15:00:00Z'))).toBe('2026-11-02');
    expect(seoulDayAfter(7, Date.parse('2026-11-01T15:00:00Z'))).toBe('2026-11-09');
  });
});

describe('CouponPage', () => {
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    refreshUser.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists unused coupons with counts and uses one with a fresh key', async () => {
    const bodies: Record<string, unknown>[] = [];
    let used = false;
    stubServer({
      'GET /api/coupon': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'used') {
          return couponPage([coupon({ status: 'used', usedAt: '2026-11-22T01:00:00.000Z' })], {
            unused: 0,
            used: 1,
            expired: 0,
          });
        }
        return used
          ? couponPage([], { unused: 0, used: 1, expired: 0 })
          : couponPage([coupon({})], { unused: 1, used: 0, expired: 2 });
      },
      'POST /api/coupon/7/use': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        used = true;
        return json(200, { coupon: coupon({ status: 'used' }), emoney: 110_000, point: 5_000 });
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<CouponPage />);
    const row = await screen.findByTestId('coupon-row');
    expect(row.textContent).toContain('가입 축하 쿠폰');
    expect(row.textContent).toContain('캐시');
    expect(row.textContent).toContain('10,000원');
    expect(row.textContent).toContain('2026-11-30 23:59:59');
    expect(screen.getByTestId('coupon-count-unused').textContent).toBe('1');
    expect(screen.getByTestId('coupon-count-expired').textContent).toBe('2');

    fireEvent.click(within(row).getByRole('button', { name: '가입 축하 쿠폰 사용하기' }));
    expect(
      await screen.findByText('쿠폰을 사용했습니다. 10,000원이(가) 지급되었습니다.'),
    ).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.idempotencyKey).toMatch(UUID);
    expect(refreshUser).toHaveBeenCalled();
    expect(await screen.findByText('사용할 수 있는 쿠폰이 없습니다.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /사용완료/ }));
    const usedRow = await screen.findByTestId('coupon-row');
    expect(usedRow.getAttribute('data-status')).toBe('used');
    expect(usedRow.textContent).toContain('2026-11-22 10:00:00');
  });

  it('shows the server refusal in Korean', async () => {
    stubServer({
      'GET /api/coupon': () => couponPage([coupon({})]),
      'POST /api/coupon/7/use': () =>
        json(409, { code: 'COUPON_EXPIRED', message: '유효기간이 지난 쿠폰입니다.' }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<CouponPage />);
    fireEvent.click(await screen.findByRole('button', { name: '가입 축하 쿠폰 사용하기' }));
    expect(await screen.findByText('유효기간이 지난 쿠폰입니다.')).toBeTruthy();
  });
});

describe('MoneyHistoryDialogs', () => {
  const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
    id: 1,
    amount: 10_000,
    balanceAfter: 110_000,
    kind: 'coupon',
    memo: '가입 축하 쿠폰',
    createdAt: '2026-11-22T00:30:00.000Z',
    ...overrides,
  });
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    dialogsStore.setState({ open: closedDialogs() });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens on the 'money change' flag, labels kinds in Korean and switches to points", async () => {
    const asked: string[] = [];
    stubServer({
      'GET /api/wallet/statement': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('currency')}:${params.get('page')}`);
        return params.get('currency') === 'cash'
          ? json(200, { items: [entry({})], page: 1, pageCount: 3, totalCount: 31 })
          : json(200, {
              items: [entry({ id: 2, kind: 'deposit_bonus', amount: 3_330, balanceAfter: 8_330 })],
              page: 1,
              pageCount: 1,
              totalCount: 1,
            });
      },
    });
    render(<MoneyHistoryDialogs />);
    expect(screen.queryByTestId('money-history-dialog')).toBeNull();
    setFlag('moneyChange', true);
    const dialog = await screen.findByRole('dialog', { name: '머니 변동 내역' });
    const row = await within(dialog).findByTestId('history-row');
    expect(row.textContent).toContain('11-22 09:30');
    expect(row.textContent).toContain('쿠폰');
    expect(row.textContent).toContain('가입 축하 쿠폰');
    expect(row.textContent).toContain('+10,000원');
    expect(row.textContent).toContain('110,000원');

    fireEvent.click(within(dialog).getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(asked).toContain('cash:2'));

    fireEvent.click(within(dialog).getByRole('tab', { name: '포인트 내역' }));
    const points = await screen.findByRole('dialog', { name: '포인트 변동 내역' });
    expect(dialogsStore.getState().open).toMatchObject({ moneyChange: false, pointChange: true });
    const pointRow = await within(points).findByTestId('history-row');
    expect(pointRow.textContent).toContain('입금 보너스');
    expect(pointRow.textContent).toContain('+3,330P');
    // A switch starts again on page 1.
    expect(asked.at(-1)).toBe('point:1');
  });
});
