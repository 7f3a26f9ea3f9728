import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { InspectionEvent, Observer } from 'xstate';
import { appUpdate } from './app/app-update';
import { installChunkReload } from './app/chunk-reload';
import { preloadFirstRouteChunks } from './app/first-route-chunks';
import { routerNavigating$ } from './app/router-events';
import { startApp } from './app/start-app';
import { router } from './router';
import { listenForInstallPrompt, watchOfflineStart } from './streams/shell/installed-app.stream';
import { startNavigationBusyStream } from './streams/shell/navigation-busy.stream';

async function main() {
  // A failed chunk reloads under a waiting new version when there is one (app-update.ts).
  installChunkReload(window, { reload: () => appUpdate.reloadToNewest() });
  watchOfflineStart();
  listenForInstallPrompt();
  if (import.meta.env.PROD) {
    void import('./app/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  }

  // Dev only: a dynamic import keeps the inspector and the panel out of production bundles.
  let inspect: Observer<InspectionEvent> | undefined;
  let DevPanel: ComponentType | null = null;
  if (import.meta.env.DEV) {
    const devTools = (await import('./app/dev-panel')).createDevTools();
    inspect = devTools.inspect;
    DevPanel = devTools.DevPanel;
  }

  // Before the first render: the router's first beforeLoad already asks the machines.
  startApp({
    inspect,
    effects: {
      navigate: (to) => void router.navigate({ href: to }),
      currentPath: () => router.state.location.pathname,
    },
  });
  startNavigationBusyStream(routerNavigating$(router));
  preloadFirstRouteChunks(router, window.location.pathname);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
      {DevPanel && <DevPanel />}
    </StrictMode>,
  );
}

void main();
