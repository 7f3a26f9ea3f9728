import { createFileRoute } from '@tanstack/react-router';
import { EventListPage } from '../../features/event/EventListPage';

export const Route = createFileRoute('/_default/event/')({ component: EventListPage });
