import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/game_result/virtuals` (the menu's link): the first virtual sport. */
export const Route = createFileRoute('/_default/game_result/virtuals/')({
  beforeLoad: () => {
    throw redirect({ href: '/game_result/virtuals/basketball', replace: true });
  },
});
