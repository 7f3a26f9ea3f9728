import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '../../features/customer/CustomerListPage';

export const Route = createFileRoute('/_default/customer/')({ component: CustomerListPage });
