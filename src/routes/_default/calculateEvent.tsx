import { createFileRoute } from '@tanstack/react-router';
import { EventSettlementPage } from '../../features/calculate/EventSettlementPage';

export const Route = createFileRoute('/_default/calculateEvent')({
  component: EventSettlementPage,
});
