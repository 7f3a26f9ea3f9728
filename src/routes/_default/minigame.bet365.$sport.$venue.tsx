import { createFileRoute, notFound } from '@tanstack/react-router';
import { MinigamePage } from '../../features/minigame/MinigamePage';

/** `/minigame/bet365/<sport>/<venue>`: a bet365 virtual venue of the catalog, or the 404 page. */
export const Route = createFileRoute('/_default/minigame/bet365/$sport/$venue')({
  // The catalog loads with the venue's page (its component needs it too), not with the first page.
  loader: async ({ params }) => {
    const { findGameByRoute, minigameRoute } =
      await import('../../../common/domain/minigame/catalog');
    const game = findGameByRoute(minigameRoute('bet365', `${params.sport}/${params.venue}`));
    if (!game) throw notFound();
    return { game };
  },
  component: VirtualRoute,
});

function VirtualRoute() {
  const { game } = Route.useLoaderData();
  return <MinigamePage key={game.id} game={game} />;
}
