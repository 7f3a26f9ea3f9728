import { createFileRoute } from '@tanstack/react-router';
import { CasinoPanel } from '../../features/admin/casino/CasinoPanel';

export const Route = createFileRoute('/_admin/admin/casino')({ component: CasinoPanel });
