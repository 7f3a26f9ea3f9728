import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/**
 * `/minigame/bet365/<sport>` (spec §2 lists the sport, then its venues): opens the sport's first
 * venue, as `/minigame` opens the first game and a provider tab its first game. The venue page's
 * tabs already list the sport's other venues, so a page listing only the venues would be one more
 * click before a member can bet. Replaced in the history, so Back leaves the sport. An unknown
 * sport is the 404 page.
 */
export const Route = createFileRoute('/_default/minigame/bet365/$sport/')({
  // The catalog (every family's engine) loads with this redirect, not with the first page.
  beforeLoad: async ({ params }) => {
    const { virtualSportVenues } = await import('../../../common/domain/minigame/catalog');
    const first = virtualSportVenues(params.sport)[0];
    if (!first) throw notFound();
    throw redirect({ href: first.route, replace: true });
  },
});
