import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { legacyRedirects } from '../../domain/minigame/catalog';

/** Spec §2 legacy links (`/minigame/donghang`, …) go to the game that replaced them. */
export const Route = createFileRoute('/_default/minigame/$legacy')({
  beforeLoad: ({ params }) => {
    const target = legacyRedirects[`/minigame/${params.legacy}`];
    if (!target) throw notFound();
    throw redirect({ href: target, replace: true });
  },
});
