import { createFileRoute } from '@tanstack/react-router';
import { RollingPage } from '../../features/calculate/RollingPage';

export const Route = createFileRoute('/_default/calculateCasino')({ component: RollingRoute });

function RollingRoute() {
  return <RollingPage page="calculateCasino" />;
}
