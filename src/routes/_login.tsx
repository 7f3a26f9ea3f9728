import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthDialogs } from '../features/auth/AuthDialogs';
import { LoginLayout } from '../features/shell/LoginLayout';

export const Route = createFileRoute('/_login')({ component: LoginRoute });

function LoginRoute() {
  return (
    <LoginLayout overlays={<AuthDialogs withLogin={false} />}>
      <Outlet />
    </LoginLayout>
  );
}
