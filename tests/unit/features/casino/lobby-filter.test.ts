import { describe, expect, it, vi } from 'vitest';
import { filterGames, isUnderMaintenance } from '../../../../src/features/casino/lobby-filter';
import { launchGame, type LaunchDeps } from '../../../../src/features/casino/launch-game';

const game = (over: Partial<Parameters<typeof filterGames>[0][number]>) => ({
  providerId: 1,
  name: '스피드 바카라',
  studio: '에볼루션',
  gameCode: 'baccarat',
  status: 'on',
  ...over,
});

const catalog = [
  game({}),
  game({ name: '유러피안 룰렛', gameCode: 'roulette' }),
  game({ providerId: 2, name: '클래식 프루츠', studio: '데모 슬롯', gameCode: 'classic-3x3' }),
  game({
    providerId: 2,
    name: '메가 캐스케이드',
    studio: '데모 슬롯',
    gameCode: 'cascade-5x3',
    status: 'maintenance',
  }),
];

describe('lobby filter (provider filter and search box)', () => {
  it('keeps the catalog order and filters by provider id', () => {
    expect(filterGames(catalog, {}).map((g) => g.gameCode)).toEqual([
      'baccarat',
      'roulette',
      'classic-3x3',
      'cascade-5x3',
    ]);
    expect(filterGames(catalog, { providerId: 2 }).map((g) => g.gameCode)).toEqual([
      'classic-3x3',
      'cascade-5x3',
    ]);
    expect(filterGames(catalog, { providerId: 9 })).toEqual([]);
  });

  it('searches name, studio and code, ignoring case and spaces, within the provider', () => {
    expect(filterGames(catalog, { q: '바 카라' }).map((g) => g.gameCode)).toEqual(['baccarat']);
    expect(filterGames(catalog, { q: 'CASCADE' }).map((g) => g.gameCode)).toEqual(['cascade-5x3']);
    expect(filterGames(catalog, { q: '데모슬롯' })).toHaveLength(2);
    expect(filterGames(catalog, { q: '룰렛', providerId: 2 })).toEqual([]);
    expect(filterGames(catalog, { q: '   ' })).toHaveLength(4);
  });

  it('a game in maintenance does not open', () => {
    expect(catalog.map(isUnderMaintenance)).toEqual([false, false, false, true]);
  });
});

describe('launchGame (spec §7 /playfun/auth)', () => {
  const fakeWindow = () => ({ closed: false, close: vi.fn(), location: { href: '' } });

  it('opens the window before the server answers, then points it at launch_url and extends the session', async () => {
    const win = fakeWindow();
    const order: string[] = [];
    let answer!: (value: { launch_url: string }) => void;
    const deps: LaunchDeps = {
      launch: () => {
        order.push('launch');
        return new Promise((resolve) => (answer = resolve));
      },
      openWindow: () => {
        order.push('open');
        return win as unknown as Window;
      },
      extendSession: vi.fn(),
      messageOf: () => 'x',
    };
    const outcome = launchGame(7, deps);
    // Synchronously, in the click: the window exists before any await.
    expect(order).toEqual(['open', 'launch']);
    expect(deps.extendSession).not.toHaveBeenCalled();
    answer({ launch_url: '/provider/demo/play/baccarat?token=t' });
    await expect(outcome).resolves.toEqual({
      ok: true,
      url: '/provider/demo/play/baccarat?token=t',
    });
    expect(win.location.href).toBe('/provider/demo/play/baccarat?token=t');
    expect(deps.extendSession).toHaveBeenCalledOnce();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('closes the window on a refusal and hands back the Korean message; no session extension', async () => {
    const win = fakeWindow();
    const refusal = new Error('refused');
    const deps: LaunchDeps = {
      launch: () => Promise.reject(refusal),
      openWindow: () => win as unknown as Window,
      extendSession: vi.fn(),
      messageOf: (error) => (error === refusal ? '관리자에게 문의해주세요.' : '?'),
    };
    await expect(launchGame(7, deps)).resolves.toEqual({
      ok: false,
      message: '관리자에게 문의해주세요.',
    });
    expect(win.close).toHaveBeenCalledOnce();
    expect(deps.extendSession).not.toHaveBeenCalled();
  });

  it('asks for no launch when the browser blocked the window, and says so in Korean', async () => {
    const deps: LaunchDeps = {
      launch: vi.fn(),
      openWindow: () => null,
      extendSession: vi.fn(),
      messageOf: () => '?',
    };
    await expect(launchGame(7, deps)).resolves.toEqual({
      ok: false,
      message: '게임 창이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해주세요.',
    });
    expect(deps.launch).not.toHaveBeenCalled();
    expect(deps.extendSession).not.toHaveBeenCalled();
  });
});
