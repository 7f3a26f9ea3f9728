import { createFileRoute } from '@tanstack/react-router';
import { CustomerViewPage } from '../../features/customer/CustomerViewPage';

export const Route = createFileRoute('/_default/customer/view/{-$id}')({
  component: CustomerViewRoute,
});

function CustomerViewRoute() {
  const { id } = Route.useParams();
  const n = Number(id);
  return <CustomerViewPage id={Number.isSafeInteger(n) && n > 0 ? n : null} />;
}
