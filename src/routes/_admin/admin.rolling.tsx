import { createFileRoute } from '@tanstack/react-router';
import { RollingPanel } from '../../features/admin/rolling/RollingPanel';

export const Route = createFileRoute('/_admin/admin/rolling')({ component: RollingPanel });
