import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '../../features/message/MessagePage';
import { timeSearchSchema } from '../-lib/search';

export const Route = createFileRoute('/_default/message')({
  validateSearch: timeSearchSchema,
  component: MessageRoute,
});

function MessageRoute() {
  const { time } = Route.useSearch();
  return <MessagePage time={time} />;
}
