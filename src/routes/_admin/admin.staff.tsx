import { createFileRoute } from '@tanstack/react-router';
import { StaffPanel } from '../../features/admin/staff/StaffPanel';

export const Route = createFileRoute('/_admin/admin/staff')({ component: StaffPanel });
