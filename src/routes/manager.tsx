import { createFileRoute } from '@tanstack/react-router';
import { ManagerArea } from '../features/manager/ManagerArea';

export const Route = createFileRoute('/manager')({ component: ManagerArea });
