import { api } from './client';
import {
  staffCreatedSchema,
  staffListSchema,
  staffMeSchema,
  staffMemberSchema,
  type StaffCreate,
  type StaffUpdate,
} from '../../common/contract/staff.contract';

/** The operator's own role and permissions: the admin menu shows what they open. */
export function fetchStaffMe() {
  return api.get('admin/staff/me').json(staffMeSchema);
}

export function fetchStaff() {
  return api.get('admin/staff').json(staffListSchema);
}

export function createStaff(body: StaffCreate) {
  return api.post('admin/staff', { json: body }).json(staffCreatedSchema);
}

export function updateStaff(id: number, patch: StaffUpdate) {
  return api.patch(`admin/staff/${id}`, { json: patch }).json(staffMemberSchema);
}
