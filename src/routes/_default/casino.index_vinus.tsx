import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/casino/index_vinus`: the casino catalog of the 'vinus' lobby (spec §2). */
export const Route = createFileRoute('/_default/casino/index_vinus')({
  component: CasinoVinusRoute,
});

function CasinoVinusRoute() {
  return <CasinoLobbyPage kind="casino" lobby="vinus" />;
}
