import { z } from 'zod';
import { api } from './client';
import { pageOf } from '../contract/common.contract';

/**
 * A downline member as the manager sees it. Parsed leniently: the manager endpoint may send more
 * fields (or fewer of the optional ones) than this table shows.
 */
export const managerMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  level: z.number().int().catch(1),
  emoney: z.number().catch(0),
  point: z.number().catch(0),
  createdAt: z.string().optional(),
  online: z.boolean().optional(),
  blocked: z.boolean().optional(),
});
export type ManagerMember = z.infer<typeof managerMemberSchema>;
export const managerMemberPageSchema = pageOf(managerMemberSchema);

/** GET /api/manager/members?page */
export function fetchManagerMembers(page: number) {
  return api.get('manager/members', { searchParams: { page } }).json(managerMemberPageSchema);
}
