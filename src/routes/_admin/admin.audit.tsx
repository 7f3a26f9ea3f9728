import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel } from '../../features/admin/audit/AuditPanel';

export const Route = createFileRoute('/_admin/admin/audit')({ component: AuditPanel });
