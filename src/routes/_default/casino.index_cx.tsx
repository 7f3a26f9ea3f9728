import { createFileRoute } from '@tanstack/react-router';
import { CasinoLobbyPage } from '../../features/casino/CasinoLobbyPage';

/** `/casino/index_cx`: the casino catalog of the 'cx' lobby (spec §2). */
export const Route = createFileRoute('/_default/casino/index_cx')({ component: CasinoCxRoute });

function CasinoCxRoute() {
  return <CasinoLobbyPage kind="casino" lobby="cx" />;
}
