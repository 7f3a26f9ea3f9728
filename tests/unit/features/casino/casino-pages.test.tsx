// @vitest-environment jsdom
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { stopActorsForTests } from '../../../../src/app/actors';
import { setNotify } from '../../../../src/app/commands';
import type { CasinoCatalog, CasinoRoundView } from '../../../../common/contract/casino.contract';
import type { ProviderRoundDetail } from '../../../../common/contract/demo-provider.contract';
import { commitServerSeed, drawFair } from '../../../../common/domain/casino/fairness';
import { dealBaccarat } from '../../../../common/domain/casino/tables/baccarat';
import { CasinoHistoryPage } from '../../../../src/features/casino/CasinoHistoryPage';
import { CasinoLobbyPage } from '../../../../src/features/casino/CasinoLobbyPage';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { memberUser } from '../member-user.fixture';

function renderInRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/casino'] }),
  });
  render(<RouterProvider router={router} />);
}

const game = (over: Partial<CasinoCatalog['games'][number]>): CasinoCatalog['games'][number] => ({
  id: 1,
  providerId: 1,
  providerName: '데모 프로바이더',
  gameCode: 'baccarat',
  kind: 'casino',
  studio: '에볼루션',
  name: '스피드 바카라',
  thumbnail: 'baccarat',
  rtpBp: null,
  status: 'on',
  ...over,
});

const catalog: CasinoCatalog = {
  providers: [
    { id: 1, code: 'demo', name: '데모 프로바이더' },
    { id: 2, code: 'other', name: '다른 게임사' },
  ],
  games: [
    game({}),
    game({
      id: 2,
      gameCode: 'roulette',
      name: '유러피안 룰렛',
      thumbnail: 'roulette',
      status: 'maintenance',
    }),
    game({ id: 3, providerId: 2, gameCode: 'lightning', name: '라이트닝 바카라', thumbnail: 'x' }),
  ],
};

// jsdom's ArrayBuffer is another realm's than Node's WebCrypto accepts (browsers have one realm):
// hand WebCrypto Node buffers of the same bytes (as the minigame verify test does).
type Bytes = ArrayBuffer | ArrayBufferView;
const nodeBytes = (data: Bytes) =>
  ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);
const nodeSubtle = {
  digest: (algorithm: string, data: Bytes) => webcrypto.subtle.digest(algorithm, nodeBytes(data)),
  importKey: (
    format: 'raw',
    data: Bytes,
    algorithm: HmacImportParams,
    extractable: boolean,
    usages: KeyUsage[],
  ) => webcrypto.subtle.importKey(format, nodeBytes(data), algorithm, extractable, usages),
  sign: (algorithm: string, key: CryptoKey, data: Bytes) =>
    webcrypto.subtle.sign(algorithm, key, nodeBytes(data)),
};

beforeEach(() => {
  sessionStore.setState({ user: memberUser({}), token: 'tok' });
  vi.stubGlobal('crypto', { randomUUID: () => webcrypto.randomUUID(), subtle: nodeSubtle });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stopActorsForTests();
});

describe('casino lobby', () => {
  it('lists drawn cards, filters by provider and search, and keeps maintenance games closed', async () => {
    stubServer({ 'GET /api/casino/games': () => json(200, catalog) });
    renderInRouter(<CasinoLobbyPage kind="casino" lobby="live" />);
    const grid = await screen.findByTestId('casino-game-grid');
    expect(within(grid).getAllByRole('button')).toHaveLength(3);
    const roulette = screen.getByTestId('casino-game-roulette');
    expect(roulette).toHaveProperty('disabled', true);
    expect(roulette.textContent).toContain('점검중');
    expect(screen.getByTestId('casino-game-baccarat').querySelector('svg')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다른 게임사' }));
    expect(within(screen.getByTestId('casino-game-grid')).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    fireEvent.change(screen.getByTestId('casino-search'), { target: { value: '룰렛' } });
    expect(within(screen.getByTestId('casino-game-grid')).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('casino-search'), { target: { value: '없는게임' } });
    expect(screen.getByText('표시할 게임이 없습니다.')).toBeTruthy();
  });

  it('shows a slot RTP', async () => {
    const slots: CasinoCatalog = {
      providers: catalog.providers.slice(0, 1),
      games: [
        game({ kind: 'slot', gameCode: 'classic-3x3', thumbnail: 'classic-3x3', rtpBp: 9583 }),
      ],
    };
    stubServer({ 'GET /api/casino/games': () => json(200, slots) });
    renderInRouter(<CasinoLobbyPage kind="slot" lobby="cx" />);
    expect((await screen.findByTestId('casino-game-rtp')).textContent).toBe('RTP 95.83 %');
  });

  it('says 점검중입니다. when the catalog cannot be read (spec §8)', async () => {
    stubServer({ 'GET /api/casino/games': () => json(503, { code: 'X', message: 'x' }) });
    renderInRouter(<CasinoLobbyPage kind="slot" lobby="live" />);
    expect((await screen.findByRole('alert')).textContent).toBe('점검중입니다.');
  });

  it('pop-up → confirm opens the window in the click and closes it on a refusal with the server text', async () => {
    stubServer({
      'GET /api/casino/games': () => json(200, catalog),
      'POST /api/playfun/auth': () =>
        json(403, { code: 'CASINO_BLOCKED', message: '관리자에게 문의해주세요.' }),
    });
    const win = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    const notices: string[] = [];
    const restore = setNotify((message) => notices.push(message));
    renderInRouter(<CasinoLobbyPage kind="casino" lobby="live" />);
    fireEvent.click(await screen.findByTestId('casino-game-baccarat'));
    const dialog = await screen.findByTestId('casino-launch-dialog');
    expect(dialog.textContent).toContain('에볼루션');
    fireEvent.click(within(dialog).getByTestId('casino-launch-confirm'));
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(notices).toEqual(['관리자에게 문의해주세요.']));
    expect(win.close).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('casino-launch-dialog')).toBeNull();
    restore();
  });

  it('confirm points the window at launch_url', async () => {
    stubServer({
      'GET /api/casino/games': () => json(200, catalog),
      'POST /api/playfun/auth': () =>
        json(200, { launch_url: '/provider/demo/play/baccarat?token=abc' }),
    });
    const win = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    renderInRouter(<CasinoLobbyPage kind="casino" lobby="live" />);
    fireEvent.click(await screen.findByTestId('casino-game-baccarat'));
    fireEvent.click(await screen.findByTestId('casino-launch-confirm'));
    await waitFor(() => expect(win.location.href).toBe('/provider/demo/play/baccarat?token=abc'));
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('/bet_result casino tab', () => {
  async function roundDetail(): Promise<ProviderRoundDetail> {
    const serverSeedHex = 'ab'.repeat(32);
    const inputs = { serverSeedHex, clientSeed: 'table', nonce: 5 };
    return {
      roundRef: 'baccarat-r5',
      gameCode: 'baccarat',
      drawCode: 'baccarat',
      outcome: JSON.parse(JSON.stringify(await drawFair(inputs, dealBaccarat))),
      fairness: { commitHex: await commitServerSeed(serverSeedHex), ...inputs },
      seats: [],
    };
  }
  const row: CasinoRoundView = {
    id: 1,
    roundRef: 'baccarat-r5',
    gameName: '스피드 바카라',
    gameCode: 'baccarat',
    kind: 'casino',
    stake: 10_000,
    win: 19_500,
    status: 'closed',
    openedAt: '2025-03-10T03:00:00.000Z',
    closedAt: '2025-03-10T03:00:30.000Z',
    detailUrl: '/provider/demo/api/rounds/baccarat-r5',
  };

  async function openDetail(detail: ProviderRoundDetail) {
    stubServer({
      'GET /api/casino/rounds': () =>
        json(200, { items: [row], page: 1, pageCount: 1, totalCount: 1 }),
      'GET /provider/demo/api/rounds/baccarat-r5': () => json(200, detail),
    });
    renderInRouter(<CasinoHistoryPage tab="casino" page={1} onPage={() => {}} />);
    const tableRow = await screen.findByTestId('casino-round-row');
    expect(tableRow.textContent).toContain('10,000원');
    expect(tableRow.textContent).toContain('19,500원');
    expect(tableRow.textContent).toContain('완료');
    fireEvent.click(within(tableRow).getByTestId('casino-round-detail'));
    return screen.findByTestId('round-detail-dialog');
  }

  it('shows both hands and the winner, and the fairness check answers 일치', async () => {
    const detail = await roundDetail();
    const dialog = await openDetail(detail);
    await within(dialog).findByTestId('round-detail-baccarat');
    const winner = (detail.outcome as { winner: string }).winner;
    expect(within(dialog).getByTestId('round-detail-winner').textContent).toBe(
      { player: '플레이어', banker: '뱅커', tie: '타이' }[winner],
    );
    fireEvent.click(within(dialog).getByTestId('round-verify'));
    expect((await within(dialog).findByTestId('round-verify-result')).textContent).toBe('일치');
  });

  it('answers 불일치 when the published outcome is not what the seed deals', async () => {
    const detail = await roundDetail();
    const outcome = detail.outcome as { playerPoints: number };
    const tampered = {
      ...detail,
      outcome: { ...outcome, playerPoints: (outcome.playerPoints + 1) % 10 },
    };
    const dialog = await openDetail(tampered);
    fireEvent.click(await within(dialog).findByTestId('round-verify'));
    expect((await within(dialog).findByTestId('round-verify-result')).textContent).toBe('불일치');
  });
});
