import {
  attendanceRewardsSchema,
  type AttendanceReward,
} from '../../common/contract/attendance.contract';
import { api } from './client';

/** The attendance reward table of the back office; shapes from attendance.contract. */
export function fetchAttendanceRewards() {
  return api.get('admin/attendance/rewards').json(attendanceRewardsSchema);
}

/** Replaces the whole table; the server audits the lists before and after. */
export function saveAttendanceRewards(rewards: AttendanceReward[]) {
  return api.put('admin/attendance/rewards', { json: { rewards } }).json(attendanceRewardsSchema);
}
