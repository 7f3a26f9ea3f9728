import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/minigame`: the first game of the catalog. */
export const Route = createFileRoute('/_default/minigame/')({
  // The catalog (every family's engine) loads with this redirect, not with the first page.
  beforeLoad: async () => {
    const { MINIGAME_CATALOG } = await import('../../../common/domain/minigame/catalog');
    throw redirect({ href: MINIGAME_CATALOG[0]?.route ?? '/', replace: true });
  },
});
