import { createFileRoute, notFound } from '@tanstack/react-router';
import { koreaBoardSchema } from '../../../common/contract/sports.contract';
import { KoreaPage } from '../../features/sports/korea/KoreaPage';
import { sportSearchSchema } from '../-lib/search';

/** `/korea/{cross,wintielose,handicap,special,live,proto}` with the sport parameters of spec §2. */
export const Route = createFileRoute('/_default/korea/$board')({
  validateSearch: sportSearchSchema,
  beforeLoad: ({ params }) => {
    if (!koreaBoardSchema.safeParse(params.board).success) throw notFound();
  },
  component: KoreaRoute,
});

function KoreaRoute() {
  const { board } = Route.useParams();
  const search = Route.useSearch();
  const parsed = koreaBoardSchema.safeParse(board);
  if (!parsed.success) return null;
  return <KoreaPage key={parsed.data} board={parsed.data} search={search} />;
}
