import { createFileRoute } from '@tanstack/react-router';
import { LaunchDialog } from '../../features/casino/LaunchDialog';
import { TournamentsPage } from '../../features/tournament/TournamentsPage';
import { tournamentsSearchSchema } from '../../features/tournament/tournament-search';

/** `/tournament_casino`: the live-casino tournaments (spec §2); games open through the casino dialog. */
export const Route = createFileRoute('/_default/tournament_casino')({
  validateSearch: tournamentsSearchSchema,
  component: CasinoTournamentRoute,
});

function CasinoTournamentRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TournamentsPage
      kind="casino"
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      renderLaunch={(game, onDone) => <LaunchDialog game={game} onDone={onDone} />}
    />
  );
}
