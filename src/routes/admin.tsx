import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ADMIN_TABS, AdminArea } from '../features/admin/shared/AdminArea';

export const Route = createFileRoute('/admin')({
  validateSearch: z.object({ tab: z.enum(ADMIN_TABS).default('settings').catch('settings') }),
  component: AdminRoute,
});

function AdminRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminArea tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />;
}
