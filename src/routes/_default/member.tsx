import { createFileRoute } from '@tanstack/react-router';
import { useIsLoggedIn } from '../../app/hooks';
import { MyPage } from '../../features/member/MyPage';
import { ResponsibleSection } from '../../features/responsible/ResponsibleSection';

export const Route = createFileRoute('/_default/member')({ component: MemberRoute });

/** `/member`: the member's page, then the "건전한 게임 이용" section. */
function MemberRoute() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <MyPage />
      {loggedIn ? <ResponsibleSection /> : null}
    </>
  );
}
