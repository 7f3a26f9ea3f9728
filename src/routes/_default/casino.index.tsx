import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/casino`: the casino catalog of the 'live' lobby (spec §2). */
export const Route = createFileRoute('/_default/casino/')({ component: CasinoLiveRoute });

function CasinoLiveRoute() {
  return <CasinoLobbyPage kind="casino" lobby="live" />;
}
