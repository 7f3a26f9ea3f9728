import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../../features/shell/MaintenancePage';

export const Route = createFileRoute('/_maintenance/maintenance')({ component: MaintenancePage });
