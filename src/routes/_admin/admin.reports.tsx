import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { calendarDateSchema } from '../../../common/contract/common.contract';
import { ReportsPanel } from '../../features/admin/reports/ReportsPanel';

/** `?from=&to=` open the dashboard on a range (a link, a bookmark); today otherwise. */
const searchSchema = z.object({
  from: calendarDateSchema.optional().catch(undefined),
  to: calendarDateSchema.optional().catch(undefined),
});

function ReportsRoute() {
  const { from, to } = Route.useSearch();
  return <ReportsPanel initialRange={from && to ? { from, to } : undefined} />;
}

export const Route = createFileRoute('/_admin/admin/reports')({
  validateSearch: searchSchema,
  component: ReportsRoute,
});
