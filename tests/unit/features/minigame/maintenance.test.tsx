// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { findGameByRoute } from '../../../../common/domain/minigame/catalog';
import { configureEffects } from '../../../../src/machines/effects';

const api = vi.hoisted(() => ({
  fetchMinigameSetting: vi.fn(),
  fetchMinigameEvents: vi.fn(() => new Promise(() => {})),
  fetchMyMinigameBets: vi.fn(() => new Promise(() => {})),
  placeMinigameBet: vi.fn(),
  fetchMinigameResults: vi.fn(),
}));
vi.mock('../../../../src/api/minigame.api', () => api);
vi.mock('../../../../src/ui/AppLink', () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const { MinigamePage } = await import('../../../../src/features/minigame/MinigamePage');

const game = findGameByRoute('/minigame/eos/powerball1')!;
const setting = {
  gameId: game.id,
  systemMaintenanceFlg: false,
  minStakeWon: 5_000,
  maxStakeWon: 500_000,
  maxPayoutWon: 5_000_000,
  odds: { 'powerballOddEven.odd': 197 },
};

describe('MinigamePage entry (spec §4 minigame maintenance)', () => {
  const notify = vi.fn();
  const navigate = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    notify.mockReset();
    navigate.mockReset();
    restore = configureEffects({ notify, navigate });
  });
  afterEach(() => {
    cleanup();
    restore();
  });

  it("alerts '점검중입니다.' and goes home when the game is in maintenance", async () => {
    api.fetchMinigameSetting.mockResolvedValue({ ...setting, systemMaintenanceFlg: true });
    render(<MinigamePage game={game} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(notify).toHaveBeenCalledWith('점검중입니다.');
  });

  it('alerts the generic sentence when the setting cannot be loaded', async () => {
    api.fetchMinigameSetting.mockRejectedValue(new Error('boom'));
    render(<MinigamePage game={game} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(notify).toHaveBeenCalledWith('문제가 발생했습니다. 시스템관리자에게 문의해주세요.');
  });

  it('stays and shows the board with the setting odds otherwise', async () => {
    api.fetchMinigameSetting.mockResolvedValue(setting);
    const view = render(<MinigamePage game={game} />);
    // The board renders with the catalog's odds first; the setting's replace them once loaded.
    const odd = await view.findByRole('button', { name: '파워볼 홀' });
    await waitFor(() => expect(odd.textContent).toContain('1.97'));
    expect(view.getByTestId('minigame-board')).toBeTruthy();
    expect(view.getByLabelText('베팅금액')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
