/**
 * `/member`: the member's own page — level, nickname, balances, recent activity — and
 * the info edit (nickname, phone). The password change is POST /api/member/change-password.
 */
import { z } from 'zod';
import { textSchema, wonSchema } from './common.contract';
import { walletRequestStatusSchema } from './wallet.contract';

/** How many of the newest bets, charges and exchanges the page lists. */
export const RECENT_ACTIVITY_LIMIT = 10;

const activityBase = {
  id: z.number().int(),
  createdAt: z.string(),
  amountWon: wonSchema,
};

/** One line of "최근 활동": a minigame bet, a charge request or an exchange request. */
export const memberActivitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bet'),
    ...activityBase,
    gameId: z.number().int(),
    /** Spec §4 settlement status: -1 cancelled, 0 in progress, 1 lost, 2 won, 3 special. */
    status: z.number().int().min(-1).max(3),
    payoutWon: wonSchema,
  }),
  z.object({ kind: z.literal('charge'), ...activityBase, status: walletRequestStatusSchema }),
  z.object({ kind: z.literal('exchange'), ...activityBase, status: walletRequestStatusSchema }),
]);
export type MemberActivity = z.infer<typeof memberActivitySchema>;

export const memberProfileSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  emoney: wonSchema,
  point: wonSchema,
  /** Digits only; shown with hyphens (spec §9). */
  phone: z.string(),
  recommendCode: z.string(),
  joinedAt: z.string(),
  unreadCount: z.number().int().min(0),
  activity: z.array(memberActivitySchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * PATCH /api/member/profile. The texts are only bounded and clean here: the nickname and phone
 * rules (common/domain/nickname.ts, common/domain/phone.ts) are checked by the service, which answers
 * each broken rule with its own Korean message.
 */
export const profileUpdateSchema = z
  .object({
    nickname: textSchema({ max: 50 }).optional(),
    phone: textSchema({ max: 20 }).optional(),
  })
  .refine((body) => body.nickname !== undefined || body.phone !== undefined);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
