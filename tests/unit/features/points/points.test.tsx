// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StatementEntry } from '../../../../common/contract/points.contract';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { memberUser } from '../member-user.fixture';

const refreshUser = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/app/commands', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/app/commands')>();
  return { ...actual, refreshUser };
});

const { addQuickPoints, convertibleAll, parsePoints, pointsError } =
  await import('../../../../src/features/points/points');
const { PointPage } = await import('../../../../src/features/points/PointPage');

const user = memberUser({ emoney: 100_000, point: 25_500 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  amount: -10_000,
  balanceAfter: 15_500,
  kind: 'point_convert',
  memo: '',
  // 2026-11-22 00:30 UTC = 09:30 in Seoul.
  createdAt: '2026-11-22T00:30:00.000Z',
  ...overrides,
});
const page = (items: StatementEntry[]) =>
  json(200, { items, page: 1, pageCount: 1, totalCount: items.length });

describe('point parsing and validation', () => {
  it('reads integer points with separators and P, nothing else', () => {
    expect(parsePoints('')).toBeNull();
    expect(parsePoints('10000')).toBe(10_000);
    expect(parsePoints('12,000P')).toBe(12_000);
    expect(parsePoints('10000.5')).toBeNaN();
    expect(parsePoints('-10000')).toBeNaN();
    expect(parsePoints('1e4')).toBeNaN();
  });

  it('mirrors the server: minimum 10,000P, unit 1,000P, not over the balance', () => {
    expect(pointsError(null, 50_000)).toBe('전환할 포인트를 입력해주세요.');
    expect(pointsError(Number.NaN, 50_000)).toBe('포인트는 숫자(정수)로 입력해주세요.');
    expect(pointsError(9_000, 50_000)).toBe('최소 전환 포인트는 10,000P입니다.');
    expect(pointsError(10_500, 50_000)).toBe('포인트는 1,000P 단위로 전환할 수 있습니다.');
    expect(pointsError(60_000, 50_000)).toBe('보유 포인트보다 많이 전환할 수 없습니다.');
    expect(pointsError(11_000, 50_000)).toBeNull();
    expect(addQuickPoints('12,000', 10_000)).toBe('22000');
    expect(convertibleAll(25_500)).toBe(25_000);
    expect(convertibleAll(9_999)).toBe(0);
  });
});

describe('PointPage', () => {
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    refreshUser.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses bad input in Korean without calling the server', async () => {
    const { calls } = stubServer({ 'GET /api/wallet/statement': () => page([]) });
    render(<PointPage />);
    const form = screen.getByTestId('point-convert-form');
    const input = within(form).getByLabelText('전환 포인트');
    const submit = within(form).getByRole('button', { name: '캐시로 전환' });
    for (const [value, message] of [
      ['', '전환할 포인트를 입력해주세요.'],
      ['9000', '최소 전환 포인트는 10,000P입니다.'],
      ['10500', '포인트는 1,000P 단위로 전환할 수 있습니다.'],
      ['10000.5', '포인트는 숫자(정수)로 입력해주세요.'],
      ['30000', '보유 포인트보다 많이 전환할 수 없습니다.'],
    ] as const) {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(submit);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends integer points with a fresh key, shows the new balances and the statements', async () => {
    const bodies: Record<string, unknown>[] = [];
    const statementCalls: string[] = [];
    stubServer({
      'GET /api/wallet/statement': (request) => {
        const currency = new URL(request.url).searchParams.get('currency') ?? '';
        statementCalls.push(currency);
        return currency === 'cash'
          ? page([
              entry({ id: 2, kind: 'point_convert_cash', amount: 20_000, balanceAfter: 120_000 }),
            ])
          : page([entry({ id: 1, amount: -20_000, balanceAfter: 5_500 })]);
      },
      'POST /api/wallet/points/convert': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return json(200, { emoney: 120_000, point: 5_500 });
      },
    });
    render(<PointPage />);
    expect(screen.getByTestId('point-balance').textContent).toBe('25,500P');
    expect(screen.getByTestId('point-cash').textContent).toBe('100,000원');
    const form = screen.getByTestId('point-convert-form');
    fireEvent.click(within(form).getByRole('button', { name: '+1만' }));
    fireEvent.click(within(form).getByRole('button', { name: '+1만' }));
    expect((within(form).getByLabelText('전환 포인트') as HTMLInputElement).value).toBe('20000');
    fireEvent.click(within(form).getByRole('button', { name: '캐시로 전환' }));
    await screen.findByText('20,000P가 20,000원으로 전환되었습니다.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.points).toBe(20_000);
    expect(Number.isInteger(bodies[0]!.points)).toBe(true);
    expect(bodies[0]!.idempotencyKey).toMatch(UUID);
    expect(refreshUser).toHaveBeenCalled();
    expect(screen.getByTestId('point-balance').textContent).toBe('5,500P');
    expect(screen.getByTestId('point-cash').textContent).toBe('120,000원');

    fireEvent.click(within(form).getByRole('button', { name: '전액' }));
    expect((within(form).getByLabelText('전환 포인트') as HTMLInputElement).value).toBe('0');

    const [pointRow] = await screen.findAllByTestId('statement-row');
    expect(pointRow!.textContent).toContain('2026-11-22 09:30:00');
    expect(pointRow!.textContent).toContain('포인트 전환');
    expect(pointRow!.textContent).toContain('-20,000P');
    expect(pointRow!.textContent).toContain('5,500P');

    fireEvent.click(screen.getByRole('tab', { name: '머니 내역' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('statement-row')[0]!.textContent).toContain('+20,000원'),
    );
    expect(screen.getAllByTestId('statement-row')[0]!.textContent).toContain('120,000원');
    expect(statementCalls).toContain('cash');
  });

  it('shows the server refusal message', async () => {
    stubServer({
      'GET /api/wallet/statement': () => page([]),
      'POST /api/wallet/points/convert': () =>
        json(409, { code: 'INSUFFICIENT_POINT', message: '보유 포인트가 부족합니다.' }),
    });
    render(<PointPage />);
    const form = screen.getByTestId('point-convert-form');
    fireEvent.change(within(form).getByLabelText('전환 포인트'), { target: { value: '10,000' } });
    fireEvent.click(within(form).getByRole('button', { name: '캐시로 전환' }));
    expect(await screen.findByText('보유 포인트가 부족합니다.')).toBeTruthy();
  });
});
