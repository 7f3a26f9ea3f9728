// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../../src/stores/session.store';
import { memberUser } from '../../member-user.fixture';

// The root's gate (maintenance, role, inbox) would also send a member home; it lets every path by
// here so that what is tested is the `_admin` layout's own beforeLoad.
vi.mock('../../../../../src/app/navigation-gate', () => ({
  gateNavigation: async (_path: string) => null,
}));

const { routeTree } = await import('../../../../../src/routeTree.gen');

/** Loads `path` as a navigation would (beforeLoad, redirects) and returns where it ended. */
async function loadAt(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router.state;
}

const OPERATOR = memberUser({ userId: 'admin', role: 10 });
const MANAGER = memberUser({ userId: 'agent', type: 2 as const });

afterEach(() => {
  sessionStore.setState({ user: null, token: null });
});

describe('the _admin layout guard', () => {
  it('sends a logged-in member home from any back-office section', async () => {
    sessionStore.setState({ user: memberUser(), token: 't' });
    expect((await loadAt('/admin/members')).location.pathname).toBe('/');
    expect((await loadAt('/admin')).location.pathname).toBe('/');
  });

  it('sends a manager to the manager area', async () => {
    sessionStore.setState({ user: MANAGER, token: 't' });
    expect((await loadAt('/admin/wallet')).location.pathname).toBe('/manager');
  });

  it('lets an operator reach a section', async () => {
    sessionStore.setState({ user: OPERATOR, token: 't' });
    const state = await loadAt('/admin/wallet');
    expect(state.location.pathname).toBe('/admin/wallet');
    expect(state.matches.at(-1)?.routeId).toBe('/_admin/admin/wallet');
  });

  it('lets a logged-out visitor through to the login prompt of the layout', async () => {
    expect((await loadAt('/admin/settings')).location.pathname).toBe('/admin/settings');
  });
});

// The reports dashboard is the first section, the one an operator opens first.
describe('/admin and the old ?tab= links', () => {
  it.each([
    ['/admin', '/admin/reports'],
    ['/admin?tab=blockedIps', '/admin/blocked-ips'],
    ['/admin?tab=coupon', '/admin/coupon'],
    ['/admin?tab=nonsense', '/admin/reports'],
  ])('%s opens %s', async (from, to) => {
    sessionStore.setState({ user: OPERATOR, token: 't' });
    expect((await loadAt(from)).location.pathname).toBe(to);
  });
});
