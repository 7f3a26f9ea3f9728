import { createFileRoute } from '@tanstack/react-router';
import { PopupsPanel } from '../../features/admin/popups/PopupsPanel';

export const Route = createFileRoute('/_admin/admin/popups')({ component: PopupsPanel });
