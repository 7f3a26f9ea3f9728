import { api } from './client';
import { managerMemberPageSchema } from '../contract/admin.contract';

/** GET /api/manager/members?page: the agent's downline, 15 per page. */
export function fetchManagerMembers(page: number) {
  return api.get('manager/members', { searchParams: { page } }).json(managerMemberPageSchema);
}
