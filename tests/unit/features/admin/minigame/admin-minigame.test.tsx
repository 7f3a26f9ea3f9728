// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MinigameSetting } from '../../../../../common/contract/minigame.contract';
import { MINIGAME_CATALOG } from '../../../../../common/domain/minigame/catalog';
import {
  parseOddsHundredths,
  parseWon,
} from '../../../../../src/features/admin/minigame/minigame-admin-input';
import { MinigamePanel } from '../../../../../src/features/admin/minigame/MinigamePanel';
import { gameName } from '../../../../../common/i18n/minigame-names.ko';
import { json, stubServer } from '../../../machines/fake-server';

const RANGE = '배당은 1.00 이상 1000.00 이하로 입력해주세요.';
const FORMAT = '배당은 숫자로, 소수점 둘째 자리까지 입력해주세요. (예: 1.95)';

const game = MINIGAME_CATALOG.find((g) => g.family === 'powerball')!;

function settingOf(gameId: number): MinigameSetting {
  const entry = MINIGAME_CATALOG.find((g) => g.id === gameId)!;
  return {
    gameId,
    systemMaintenanceFlg: false,
    minStakeWon: 1_000,
    maxStakeWon: 1_000_000,
    maxPayoutWon: 5_000_000,
    odds: Object.fromEntries(
      entry.markets.flatMap((m) =>
        m.selections.map((s) => [`${m.key}.${s.key}`, s.oddsHundredths]),
      ),
    ),
  };
}

const other = MINIGAME_CATALOG.find((g) => g.family !== 'powerball')!;
const settings = [settingOf(game.id), settingOf(other.id)];

function server(putStatus = 200) {
  const puts: { path: string; body: Record<string, unknown> }[] = [];
  const stub = stubServer({
    'GET /api/admin/minigame/settings': () => json(200, settings),
    'GET /api/admin/minigame/rounds': () =>
      json(200, { items: [], page: 1, pageCount: 1, totalCount: 0, serverTime: '' }),
    [`PUT /api/admin/minigame/settings/${game.id}`]: async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ path: new URL(request.url).pathname, body });
      if (putStatus !== 200) {
        return json(putStatus, { code: 'BAD', message: '서버가 거절했습니다.' });
      }
      return json(200, { gameId: game.id, ...body });
    },
  });
  return { ...stub, puts };
}

async function openOddsForm() {
  const row = await waitFor(() => {
    const found = screen
      .getAllByTestId('admin-minigame-row')
      .find((r) => r.dataset.gameId === String(game.id));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(within(row).getByRole('button', { name: '배당·한도 수정' }));
  return screen.getByTestId('admin-minigame-odds-form');
}

function oddsInput(form: HTMLElement, key: string): HTMLInputElement {
  const row = within(form)
    .getAllByTestId('admin-odds-row')
    .find((r) => r.dataset.oddsKey === key)!;
  return within(row).getByRole('textbox') as HTMLInputElement;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: '저장' }));

describe('parseOddsHundredths', () => {
  it('reads two-decimal odds into integer hundredths without float error', () => {
    expect(parseOddsHundredths('1.95')).toEqual({ ok: true, value: 195 });
    expect(parseOddsHundredths('1.15')).toEqual({ ok: true, value: 115 }); // 1.15 * 100 = 114.999…
    expect(parseOddsHundredths('4.35')).toEqual({ ok: true, value: 435 });
    expect(parseOddsHundredths(' 2 ')).toEqual({ ok: true, value: 200 });
    expect(parseOddsHundredths('1.5')).toEqual({ ok: true, value: 150 });
    expect(parseOddsHundredths('1.00')).toEqual({ ok: true, value: 100 });
    expect(parseOddsHundredths('1000.00')).toEqual({ ok: true, value: 100_000 });
  });

  it('refuses odds under 1.00 or over 1000.00, and other shapes, in Korean', () => {
    expect(parseOddsHundredths('0.99')).toEqual({ ok: false, error: RANGE });
    expect(parseOddsHundredths('1000.01')).toEqual({ ok: false, error: RANGE });
    expect(parseOddsHundredths('0')).toEqual({ ok: false, error: RANGE });
    for (const bad of ['', 'abc', '1.955', '-1.5', '1,95', '1e2', '.5', '1.']) {
      expect(parseOddsHundredths(bad)).toEqual({ ok: false, error: FORMAT });
    }
  });

  it('reads won amounts as integers', () => {
    expect(parseWon('10,000')).toEqual({ ok: true, value: 10_000 });
    expect(parseWon('5000')).toEqual({ ok: true, value: 5_000 });
    expect(parseWon('0').ok).toBe(false);
    expect(parseWon('1.5').ok).toBe(false);
    expect(parseWon('1,00').ok).toBe(false);
  });
});

describe('MinigamePanel', () => {
  let confirmSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    cleanup();
    confirmSpy.mockRestore();
    vi.unstubAllGlobals();
  });

  it('lists every game with Korean names and shows odds in two decimals', async () => {
    server();
    render(<MinigamePanel />);
    const form = await openOddsForm();
    expect(screen.getAllByTestId('admin-minigame-row')).toHaveLength(2);
    expect(screen.getAllByLabelText('점검')).toHaveLength(2);
    const input = oddsInput(form, 'powerballOddEven.odd');
    expect(input.value).toBe('1.95');
    expect(within(form).getAllByTestId('admin-odds-row')).toHaveLength(
      Object.keys(settings[0]!.odds).length,
    );
    expect(within(form).getByLabelText('파워볼 홀짝 홀 배당')).toBe(input);
  });

  it('refuses odds out of range or malformed and sends nothing', async () => {
    const { puts } = server();
    render(<MinigamePanel />);
    const form = await openOddsForm();
    const input = oddsInput(form, 'powerballOddEven.odd');

    for (const [text, message] of [
      ['0.99', RANGE],
      ['1000.01', RANGE],
      ['1.955', FORMAT],
      ['abc', FORMAT],
    ] as const) {
      fireEvent.change(input, { target: { value: text } });
      save();
      await waitFor(() => expect(within(form).getByText(message)).toBeTruthy());
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(within(form).getByText('입력값을 확인해주세요.')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('saves odds as integer hundredths with the limits', async () => {
    const { puts } = server();
    render(<MinigamePanel />);
    const form = await openOddsForm();
    fireEvent.change(oddsInput(form, 'powerballOddEven.odd'), { target: { value: '1.15' } });
    fireEvent.change(oddsInput(form, 'powerballOddEven.even'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('최대 베팅 금액'), {
      target: { value: '2,000,000' },
    });
    save();

    await waitFor(() => expect(puts).toHaveLength(1));
    const { path, body } = puts[0]!;
    expect(path).toBe(`/api/admin/minigame/settings/${game.id}`);
    expect(body).toEqual({
      systemMaintenanceFlg: false,
      minStakeWon: 1_000,
      maxStakeWon: 2_000_000,
      maxPayoutWon: 5_000_000,
      odds: { ...settings[0]!.odds, 'powerballOddEven.odd': 115, 'powerballOddEven.even': 200 },
    });
    for (const value of Object.values(body.odds as Record<string, number>)) {
      expect(Number.isInteger(value)).toBe(true);
    }
    await waitFor(() => expect(screen.queryByTestId('admin-minigame-odds-form')).toBeNull());
    expect(screen.getByText(/설정을 저장했습니다/)).toBeTruthy();
  });

  it("shows each selection's 환수율 at the typed odds, over 100 % as an error", async () => {
    server();
    render(<MinigamePanel />);
    const form = await openOddsForm();
    const rtpOf = (key: string) =>
      within(
        within(form)
          .getAllByTestId('admin-odds-row')
          .find((r) => r.dataset.oddsKey === key)!,
      ).getByTestId('admin-odds-rtp');
    expect(within(form).getByRole('columnheader', { name: '환수율' })).toBeTruthy();
    // 881/2457 × 2.60, 1/2 × 1.95, 3/10 × 3.00.
    expect(rtpOf('sumSize.medium').textContent).toBe('93.23%');
    expect(rtpOf('powerballOddEven.odd').textContent).toBe('97.5%');
    expect(rtpOf('powerballSection.A').textContent).toBe('90%');
    fireEvent.change(oddsInput(form, 'sumSize.medium'), { target: { value: '3.50' } });
    expect(rtpOf('sumSize.medium').textContent).toBe('125.5%');
    expect(rtpOf('sumSize.medium').className).toMatch(/error/);
    fireEvent.change(oddsInput(form, 'sumSize.medium'), { target: { value: 'x' } });
    expect(rtpOf('sumSize.medium').textContent).toBe('-');
  });

  it('refuses odds above 100 % RTP naming the market and its RTP, and sends nothing', async () => {
    const { puts } = server();
    render(<MinigamePanel />);
    const form = await openOddsForm();
    fireEvent.change(oddsInput(form, 'sumSize.medium'), { target: { value: '3.50' } });
    save();
    const label = `${gameName(game)} 일반볼 대중소 중 (65-80) 배당 3.50`;
    await waitFor(() =>
      expect(
        within(form).getByText(`${label}: 환수율 125.5%는 100%를 넘을 수 없습니다.`),
      ).toBeTruthy(),
    );
    expect(oddsInput(form, 'sumSize.medium').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('환수율 125.5%는 100%를 넘을 수 없습니다.')).toBeTruthy();
    expect(puts).toHaveLength(0);
    // Exactly 100 % is allowed: odd at 2.00 saves.
    fireEvent.change(oddsInput(form, 'sumSize.medium'), { target: { value: '2.60' } });
    fireEvent.change(oddsInput(form, 'powerballOddEven.odd'), { target: { value: '2.00' } });
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body.odds as Record<string, number>)['powerballOddEven.odd']).toBe(200);
  });

  it("shows the server's message when saving fails", async () => {
    server(400);
    render(<MinigamePanel />);
    const form = await openOddsForm();
    save();
    await waitFor(() => expect(within(form).getByText('서버가 거절했습니다.')).toBeTruthy());
  });

  it('toggling 점검 saves the flag with the current limits and odds', async () => {
    const { puts } = server();
    render(<MinigamePanel />);
    const row = await waitFor(() =>
      screen
        .getAllByTestId('admin-minigame-row')
        .find((r) => r.dataset.gameId === String(game.id))!,
    );
    fireEvent.click(within(row).getByLabelText('점검'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      ...settings[0],
      gameId: undefined,
      systemMaintenanceFlg: true,
    });
    await waitFor(() =>
      expect((within(row).getByLabelText('점검') as HTMLInputElement).checked).toBe(true),
    );
  });

  it('a failed 점검 save puts the box back and shows the server message', async () => {
    server(400);
    render(<MinigamePanel />);
    const row = await waitFor(() =>
      screen
        .getAllByTestId('admin-minigame-row')
        .find((r) => r.dataset.gameId === String(game.id))!,
    );
    fireEvent.click(within(row).getByLabelText('점검'));
    await waitFor(() => expect(screen.getByText('서버가 거절했습니다.')).toBeTruthy());
    expect((within(row).getByLabelText('점검') as HTMLInputElement).checked).toBe(false);
  });
});
