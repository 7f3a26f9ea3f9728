import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/slot/index_vinus`: the slot catalog of the 'vinus' lobby (spec §2). */
export const Route = createFileRoute('/_default/slot/index_vinus')({ component: SlotVinusRoute });

function SlotVinusRoute() {
  return <CasinoLobbyPage kind="slot" lobby="vinus" />;
}
