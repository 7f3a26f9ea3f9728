/**
 * The baseline of `npm run bench:bundle`: the smallest page the site's stack can serve — React,
 * React DOM and TanStack Router with one route and one heading, nothing of the site. Built by
 * bench/bundle-baseline.ts in the same run; its gzip size and LCP are the floor the site's first
 * page is compared with. Plain `createElement`, so the build needs no JSX transform.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () =>
    createElement(
      'main',
      null,
      createElement('h1', null, '벳코리아 - 최대 페이백'),
      createElement('p', null, '스포츠, 미니게임, 라이브카지노, 슬롯을 한 곳에서.'),
    ),
});
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

const container = document.getElementById('root');
if (container) createRoot(container).render(createElement(RouterProvider, { router }));
