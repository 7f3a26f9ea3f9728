import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { PopupLayer } from '../../features/shell/PopupLayer';

export const Route = createFileRoute('/_default/')({ component: HomeRoute });

/** Home shows the announcement pop-ups (spec §2). */
function HomeRoute() {
  return (
    <>
      <HomePage />
      <PopupLayer />
    </>
  );
}
