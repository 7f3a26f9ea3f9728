import { createFileRoute } from '@tanstack/react-router';
import { BlockedIpsPanel } from '../../features/admin/blocked-ips/BlockedIpsPanel';

export const Route = createFileRoute('/_admin/admin/blocked-ips')({ component: BlockedIpsPanel });
