import {
  attendanceCheckInResponseSchema,
  attendanceViewSchema,
} from '../../common/contract/attendance.contract';
import { api } from './client';

/** The member's attendance calls; shapes from common/contract/attendance.contract.ts. */
export function fetchAttendance(month?: string) {
  return api.get('attendance', { searchParams: month ? { month } : {} }).json(attendanceViewSchema);
}

export function checkInAttendance(idempotencyKey: string) {
  return api
    .post('attendance/check-in', { json: { idempotencyKey } })
    .json(attendanceCheckInResponseSchema);
}
