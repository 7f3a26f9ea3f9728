// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';

const gate = vi.hoisted(() => ({
  gateNavigation: vi.fn(async (_path: string) => null as string | null),
}));
vi.mock('../../../src/app/navigation-gate', () => gate);

const { routeTree } = await import('../../../src/routeTree.gen');
const { errorStatus } = await import('../../../src/ui/ErrorPage');

afterEach(cleanup);

function renderAt(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('error pages (spec §2, §8)', () => {
  it('an unknown path shows 404 with the required English sentence and a way home', async () => {
    renderAt('/casino/nowhere');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: '메인으로 돌아가기' }).getAttribute('href')).toBe('/');
    expect(gate.gateNavigation).toHaveBeenCalledWith('/casino/nowhere');
  });

  it('a failing route shows its status, the generic sentence and the message', async () => {
    gate.gateNavigation.mockRejectedValueOnce(
      Object.assign(new Error('서버 점검중입니다.'), { status: 503 }),
    );
    renderAt('/');
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByText('서버 점검중입니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '메인으로 돌아가기' })).toBeTruthy();
  });

  it('takes the status from the error, else 500', () => {
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it('follows the gate: a redirect target replaces the requested page', async () => {
    gate.gateNavigation.mockImplementation(async (path: string) =>
      path === '/member' ? '/login' : null,
    );
    const router = renderAt('/member');
    await screen.findByRole('heading', { name: '회원 로그인' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
