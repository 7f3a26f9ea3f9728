import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/slot`: the slot catalog of the 'live' lobby (spec §2). */
export const Route = createFileRoute('/_default/slot/')({ component: SlotLiveRoute });

function SlotLiveRoute() {
  return <CasinoLobbyPage kind="slot" lobby="live" />;
}
