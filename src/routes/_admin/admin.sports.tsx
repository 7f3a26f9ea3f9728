import { createFileRoute } from '@tanstack/react-router';
import { SportsPanel } from '../../features/admin/sports/SportsPanel';

export const Route = createFileRoute('/_admin/admin/sports')({ component: SportsPanel });
