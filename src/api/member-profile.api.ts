import {
  memberProfileSchema,
  type ProfileUpdate,
} from '../../common/contract/member-profile.contract';
import { api } from './client';

/** GET /api/member/profile: the member's own page. */
export function fetchMemberProfile() {
  return api.get('member/profile').json(memberProfileSchema);
}

/** PATCH /api/member/profile: nickname and/or phone → the page again. */
export function updateMemberProfile(body: ProfileUpdate) {
  return api.patch('member/profile', { json: body }).json(memberProfileSchema);
}
