import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/** Spec §2 legacy links (`/minigame/donghang`, …) go to the game that replaced them. */
export const Route = createFileRoute('/_default/minigame/$legacy')({
  // The catalog (every family's engine) loads with this redirect, not with the first page.
  beforeLoad: async ({ params }) => {
    const { legacyRedirects } = await import('../../../common/domain/minigame/catalog');
    const target = legacyRedirects[`/minigame/${params.legacy}`];
    if (!target) throw notFound();
    throw redirect({ href: target, replace: true });
  },
});
