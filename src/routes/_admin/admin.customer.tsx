import { createFileRoute } from '@tanstack/react-router';
import { CustomerPanel } from '../../features/admin/customer/CustomerPanel';

export const Route = createFileRoute('/_admin/admin/customer')({ component: CustomerPanel });
