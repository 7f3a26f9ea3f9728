import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';

export const Route = createFileRoute('/_admin/admin/')({
  // `/admin` and old `/admin?tab=x` links open the section the tab names (settings by default),
  // or the operator's first section when their staff role does not open that one.
  validateSearch: z.object({ tab: z.string().optional().catch(undefined) }),
  // The sections' table (and every section's texts) loads with the back office, not with the
  // first page of a member.
  beforeLoad: async ({ search }) => {
    const { homeSectionPath } = await import('../../features/admin/shared/use-staff-me');
    throw redirect({ href: await homeSectionPath(search.tab), replace: true });
  },
});
