import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { adminGateTarget } from '../features/admin/shared/admin-gate';
import { AdminLayout } from '../features/admin/shared/AdminLayout';
import { sessionStore } from '../stores/session.store';

export const Route = createFileRoute('/_admin')({
  // The back office is role 10 only (spec §4): the session decides, before any section loads.
  beforeLoad: ({ location }) => {
    const target = adminGateTarget(sessionStore.getState(), location.pathname);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
