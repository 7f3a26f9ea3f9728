import type { z } from 'zod';
import { api } from './client';
import {
  checkUserIdResponseSchema,
  findPasswordResponseSchema,
  joinResponseSchema,
  type changePasswordRequestSchema,
  type findPasswordRequestSchema,
  type JoinRequest,
} from '../../common/contract/member.contract';

/** POST /api/member/join */
export function joinMember(body: JoinRequest) {
  return api.post('member/join', { json: body }).json(joinResponseSchema);
}

/** GET /api/member/check-id?userId */
export function checkUserId(userId: string) {
  return api.get('member/check-id', { searchParams: { userId } }).json(checkUserIdResponseSchema);
}

/** POST /api/member/find-password → { message } to show as is. */
export function findPassword(body: z.input<typeof findPasswordRequestSchema>) {
  return api.post('member/find-password', { json: body }).json(findPasswordResponseSchema);
}

/** POST /api/member/change-password */
export async function changePassword(body: z.input<typeof changePasswordRequestSchema>) {
  await api.post('member/change-password', { json: body });
}
