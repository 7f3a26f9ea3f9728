/**
 * Friend / referral API (spec §2 /friend, §9 page size 15).
 * A member sees their own recommender code and only the members who signed up with it; login ids
 * are masked on the server, so a full id never reaches another member's browser.
 */
import { z } from 'zod';
import { pageOf, pageSchema } from './common.contract';

export const REFERRAL_STATUSES = ['active', 'blocked', 'withdrawn'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralViewSchema = z.object({
  /** `de******`: the first two characters, the rest masked. */
  maskedUserId: z.string(),
  nickname: z.string(),
  joinedAt: z.string(),
  status: referralStatusSchema,
  /** At least one charge approved. */
  deposited: z.boolean(),
});
export type ReferralView = z.infer<typeof referralViewSchema>;

export const referralCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  deposited: z.number().int(),
});
export type ReferralCounts = z.infer<typeof referralCountsSchema>;

/** GET /api/friend?page= : own code, counts and one page of referred members, newest first. */
export const friendQuerySchema = z.object({ page: pageSchema });
export const friendPageSchema = pageOf(referralViewSchema).extend({
  recommendCode: z.string(),
  counts: referralCountsSchema,
});
export type FriendPage = z.infer<typeof friendPageSchema>;
