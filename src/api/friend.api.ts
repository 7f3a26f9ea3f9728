import { friendPageSchema } from '../../common/contract/friend.contract';
import { api } from './client';

/** The member's own recommender code and referred members (common/contract/friend.contract.ts). */
export function fetchFriends(page = 1) {
  return api.get('friend', { searchParams: { page } }).json(friendPageSchema);
}
