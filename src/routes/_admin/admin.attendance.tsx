import { createFileRoute } from '@tanstack/react-router';
import { AttendancePanel } from '../../features/admin/attendance/AttendancePanel';

export const Route = createFileRoute('/_admin/admin/attendance')({ component: AttendancePanel });
