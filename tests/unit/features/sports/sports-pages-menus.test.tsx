// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dialogsStore } from '../../../../src/stores/dialogs.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { resetStores } from '../../stores/reset-stores';
import { renderWithRouter } from './sports-pages-render';

// The dialogs machine is the app's; here the flags are set and cleared directly.
const commands = vi.hoisted(() => ({
  openDialog: vi.fn((name: string) =>
    dialogsStore.setState((s) => ({ open: { ...s.open, [name]: true } })),
  ),
  closeDialog: vi.fn((name: string) =>
    dialogsStore.setState((s) => ({ open: { ...s.open, [name]: false } })),
  ),
}));
vi.mock('../../../../src/app/commands', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/app/commands')>()),
  ...commands,
}));

const { OpenGameDialogs } = await import('../../../../src/features/sports/common/OpenGameDialog');
const { GlobalMenu } = await import('../../../../src/features/shell/GlobalMenu');
const { Drawer } = await import('../../../../src/features/shell/Drawer');
const { PrematchTree } = await import('../../../../src/features/shell/PrematchTree');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => resetStores());

describe('europe and in-play confirm (spec §2, §4, §7)', () => {
  it('the 인플레이 menu entry opens the confirm dialog instead of navigating', async () => {
    const { router } = renderWithRouter(() => (
      <>
        <GlobalMenu />
        <OpenGameDialogs />
      </>
    ));
    const entry = await screen.findByRole('link', { name: '인플레이' });
    expect(entry.getAttribute('href')).toBe('/inplay');
    fireEvent.click(entry);
    expect(commands.openDialog).toHaveBeenCalledWith('inplayConfirm');
    const dialog = await screen.findByTestId('inplay-confirm-dialog');
    expect(dialog.style.width).toBe('450px');
    expect(within(dialog).getByTestId('open-game-banner').textContent).toContain('실시간 인플레이');
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the mobile drawer asks the same confirm for 유럽스포츠 and closes itself', async () => {
    const onClose = vi.fn();
    const { router } = renderWithRouter(() => <Drawer open onClose={onClose} />);
    const drawer = await screen.findByTestId('drawer');
    onClose.mockClear();
    fireEvent.click(within(drawer).getByRole('link', { name: '유럽스포츠' }));
    expect(commands.openDialog).toHaveBeenCalledWith('europeConfirm');
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('confirm opens a window at once and sends it to the opengame URL with #Live', async () => {
    const requests: string[] = [];
    stubServer({
      'GET /api/kosca/opengame': (request) => {
        requests.push(new URL(request.url).search);
        return json(200, { url: '/inplay?time=1700000000' });
      },
    });
    const win = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => win);
    vi.stubGlobal('open', open);
    act(() => dialogsStore.setState((s) => ({ open: { ...s.open, inplayConfirm: true } })));
    render(<OpenGameDialogs />);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(win.location.href).toBe('/inplay?time=1700000000#Live'));
    expect(requests).toEqual(['?type=IN']);
    await waitFor(() => expect(dialogsStore.getState().open.inplayConfirm).toBe(false));
  });

  it('a failed opengame closes the window and alerts 점검중 입니다. (spec §8)', async () => {
    stubServer({ 'GET /api/kosca/opengame': () => json(503, { code: 'X', message: '점검' }) });
    const win = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    act(() => dialogsStore.setState((s) => ({ open: { ...s.open, europeConfirm: true } })));
    render(<OpenGameDialogs />);
    expect(screen.getByTestId('open-game-banner').textContent).toContain('유럽형 스포츠북');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('점검중 입니다.'));
    expect(win.close).toHaveBeenCalled();
  });
});

describe('left side menu prematch counts (spec §7)', () => {
  it("sums the sports without 'etc', opens locations then leagues, links carry the params", async () => {
    sessionStore.setState({ token: 't', user: { id: 1 } as never });
    const requests: string[] = [];
    stubServer({
      'GET /api/sports-prematch/sports': () =>
        json(200, [
          { sport_id: 6046, cnt: 40, name_korean: '축구' },
          { sport_id: 154914, cnt: 2, name_korean: '야구' },
          { sport_id: 0, cnt: 9, name_korean: 'etc' },
        ]),
      'GET /api/sports-prematch/location': (request) => {
        requests.push(new URL(request.url).search);
        return json(200, [{ location_id: 4, cnt: 12, name_korean: '잉글랜드' }]);
      },
      'GET /api/sports-prematch/league': (request) => {
        requests.push(new URL(request.url).search);
        return json(200, [{ league_id: 8, cnt: 10, name_korean: '프리미어리그' }]);
      },
    });
    renderWithRouter(() => <PrematchTree />);
    const all = await screen.findByRole('link', { name: /전체 스포츠/ });
    await waitFor(() => expect(all.textContent).toBe('전체 스포츠42'));
    const football = screen.getByRole('link', { name: /축구/ });
    expect(football.textContent).toBe('축구40');
    expect(football.getAttribute('href')).toBe('/europe?sport_id=6046&Football=1');
    expect(screen.getByRole('link', { name: /농구/ }).textContent).toBe('농구0');

    fireEvent.click(screen.getByRole('button', { name: '축구 펼치기' }));
    const england = await screen.findByRole('link', { name: /잉글랜드/ });
    expect(england.getAttribute('href')).toBe('/europe?sport_id=6046&Football=1&location_id=4');
    fireEvent.click(screen.getByRole('button', { name: '잉글랜드 펼치기' }));
    const league = await screen.findByRole('link', { name: /프리미어리그/ });
    expect(league.getAttribute('href')).toBe(
      '/europe?sport_id=6046&Football=1&location_id=4&league=8',
    );
    expect(requests).toEqual(['?sportId=6046', '?sportId=6046&locationId=4']);
  });
});
