import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { sectionOfTab } from '../../features/admin/shared/admin-sections';

export const Route = createFileRoute('/_admin/admin/')({
  // `/admin` and old `/admin?tab=x` links open the section the tab names (settings by default).
  validateSearch: z.object({ tab: z.string().optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    throw redirect({ href: sectionOfTab(search.tab).path, replace: true });
  },
});
