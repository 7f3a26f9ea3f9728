import { createFileRoute } from '@tanstack/react-router';
import { LimitHitsPanel } from '../../features/admin/responsible/LimitHitsPanel';

export const Route = createFileRoute('/_admin/admin/responsible')({ component: LimitHitsPanel });
