import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/slot/index_cx`: the slot catalog of the 'cx' lobby (spec §2). */
export const Route = createFileRoute('/_default/slot/index_cx')({ component: SlotCxRoute });

function SlotCxRoute() {
  return <CasinoLobbyPage kind="slot" lobby="cx" />;
}
