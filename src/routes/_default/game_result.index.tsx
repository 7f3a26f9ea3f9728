import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/game_result` (spec §2 top-level route; the right tab bar's 경기결과 link): sports results
 * first, the headline book; the results pages link to the minigame and virtual results.
 */
export const Route = createFileRoute('/_default/game_result/')({
  beforeLoad: () => {
    throw redirect({ href: '/game_result/sports', replace: true });
  },
});
