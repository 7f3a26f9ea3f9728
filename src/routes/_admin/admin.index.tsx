import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';

export const Route = createFileRoute('/_admin/admin/')({
  // `/admin` and old `/admin?tab=x` links open the section the tab names (settings by default).
  validateSearch: z.object({ tab: z.string().optional().catch(undefined) }),
  // The sections' table (and every section's texts) loads with the back office, not with the
  // first page of a member.
  beforeLoad: async ({ search }) => {
    const { sectionOfTab } = await import('../../features/admin/shared/admin-sections');
    throw redirect({ href: sectionOfTab(search.tab).path, replace: true });
  },
});
