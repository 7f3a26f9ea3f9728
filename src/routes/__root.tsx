import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { gateNavigation } from '../app/navigation-gate';
import { whenLiveStreamsStarted } from '../app/start-app';
import { UpdatePrompt } from '../features/shell/UpdatePrompt';
import { ErrorPage, errorStatus } from '../ui/ErrorPage';
import '../styles/global.css';

/** Where the gate's target (path plus optional query) differs from where we are. */
function differs(target: string, pathname: string): boolean {
  return new URL(target, 'http://local').pathname !== pathname;
}

export const Route = createRootRoute({
  // Every navigation passes the maintenance, role and unread gates of spec §4 (the machines decide).
  // The first one also waits for the live streams' chunk (start-app.ts), fetched meanwhile.
  beforeLoad: async ({ location }) => {
    const [target] = await Promise.all([
      gateNavigation(location.pathname),
      whenLiveStreamsStarted(),
    ]);
    if (target && differs(target, location.pathname)) throw redirect({ href: target });
  },
  component: RootLayout,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: ({ error }) => (
    <ErrorPage
      status={errorStatus(error)}
      message={error instanceof Error ? error.message : undefined}
    />
  ),
});

/** Every layout, plus the new-version notice of the installed site (src/app/app-update.ts). */
function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
