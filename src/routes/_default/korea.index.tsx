import { createFileRoute, redirect } from '@tanstack/react-router';
import { unixNow } from '../../../common/domain/format';
import { sportSearchSchema } from '../-lib/search';

/** `/korea` opens the cross board, keeping the sport and stamping `time`. */
export const Route = createFileRoute('/_default/korea/')({
  validateSearch: sportSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/korea/$board',
      params: { board: 'cross' },
      search: { ...search, time: search.time ?? unixNow() },
      replace: true,
    });
  },
});
