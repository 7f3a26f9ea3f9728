import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ProviderKey } from '../../../common/domain/minigame/catalog-data';
import { MinigamePage } from '../../features/minigame/MinigamePage';

/** `/minigame/<provider>/<game>`: a game of the catalog, or the 404 page. */
export const Route = createFileRoute('/_default/minigame/$provider/$game')({
  // The catalog loads with the game's page (its component needs it too), not with the first page.
  loader: async ({ params }) => {
    const { findGameByRoute, minigameRoute } =
      await import('../../../common/domain/minigame/catalog');
    const game = findGameByRoute(minigameRoute(params.provider as ProviderKey, params.game));
    if (!game) throw notFound();
    return { game };
  },
  component: MinigameRoute,
});

function MinigameRoute() {
  const { game } = Route.useLoaderData();
  return <MinigamePage key={game.id} game={game} />;
}
