import { createFileRoute } from '@tanstack/react-router';
import { TournamentPanel } from '../../features/admin/tournament/TournamentPanel';

export const Route = createFileRoute('/_admin/admin/tournament')({ component: TournamentPanel });
