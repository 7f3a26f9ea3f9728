import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthDialogs } from '../features/auth/AuthDialogs';
import { NonMemberDialog } from '../features/bet-history/NonMemberDialog';
import { MemberDialogs } from '../features/member/MemberDialogs';
import { MoneyHistoryDialogs } from '../features/money-history/MoneyHistoryDialogs';
import { DefaultLayout } from '../features/shell/DefaultLayout';
import { OpenGameDialogs } from '../features/sports/common/OpenGameDialog';
import { RealityCheckDialog } from '../features/responsible/RealityCheckDialog';

export const Route = createFileRoute('/_default')({ component: DefaultRoute });

function DefaultRoute() {
  return (
    <DefaultLayout
      overlays={
        <>
          <AuthDialogs />
          <NonMemberDialog />
          <MemberDialogs />
          <MoneyHistoryDialogs />
          <OpenGameDialogs />
          <RealityCheckDialog />
        </>
      }
    >
      <Outlet />
    </DefaultLayout>
  );
}
