import { createFileRoute } from '@tanstack/react-router';
import { CustomerWritePage } from '../../features/customer/CustomerWritePage';

export const Route = createFileRoute('/_default/customer/write/{-$flag}')({
  component: CustomerWriteRoute,
});

function CustomerWriteRoute() {
  const { flag } = Route.useParams();
  const n = Number(flag);
  return <CustomerWritePage flag={Number.isInteger(n) && n >= 1 && n <= 5 ? n : null} />;
}
