import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MaintenanceLayout } from '../features/shell/MaintenancePage';

export const Route = createFileRoute('/_maintenance')({ component: MaintenanceRoute });

function MaintenanceRoute() {
  return (
    <MaintenanceLayout>
      <Outlet />
    </MaintenanceLayout>
  );
}
