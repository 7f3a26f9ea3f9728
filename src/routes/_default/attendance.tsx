import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '../../features/attendance/AttendancePage';

export const Route = createFileRoute('/_default/attendance')({ component: AttendancePage });
