import { createFileRoute, redirect } from '@tanstack/react-router';
import { MINIGAME_CATALOG } from '../../domain/minigame/catalog';

/** `/minigame`: the first game of the catalog. */
export const Route = createFileRoute('/_default/minigame/')({
  beforeLoad: () => {
    throw redirect({ href: MINIGAME_CATALOG[0]?.route ?? '/', replace: true });
  },
});
