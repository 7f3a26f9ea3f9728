import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';

/**
 * Renders a page component under a one-route router (links and `useRouter` need one); the
 * returned router tells where a click navigated.
 */
export function renderWithRouter(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui()}
        <Outlet />
      </>
    ),
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}
