import { z } from 'zod';
import {
  idempotencyKeySchema,
  idValueSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';
import { userSchema } from './member.contract';

export const adminSettingsSchema = z.object({
  siteNoticeFlg: z.boolean(),
  joinStartEndFlg: z.boolean(),
  autoLogoutMin: z.number().int().min(1).max(1440),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsPatchSchema = adminSettingsSchema.partial();

export const adminMemberSchema = userSchema.extend({
  blocked: z.boolean(),
  agentUserId: z.string().nullable(),
  createdAt: z.string(),
  online: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberQuerySchema = z.object({
  page: pageSchema,
  search: textSchema({ max: 32 }).optional(),
});
export const adminMemberPageSchema = pageOf(adminMemberSchema);

export const adminSendMessageSchema = z.object({
  memberId: idValueSchema,
  title: textSchema({ min: 1, max: 100 }),
  body: textSchema({ min: 1, max: 5_000, multiline: true }),
});

export const adminBlockMemberSchema = z.object({ blocked: z.boolean() });

export const adminBalanceAdjustSchema = z.object({
  currency: z.enum(['cash', 'point']),
  /** Signed: positive credits the member, negative debits. Never zero. */
  amount: wonSchema.refine((v) => v !== 0 && Math.abs(v) <= 1_000_000_000),
  reason: textSchema({ min: 1, max: 200, multiline: true }),
  idempotencyKey: idempotencyKeySchema,
});
export const adminBalanceAdjustResponseSchema = z.object({ emoney: wonSchema, point: wonSchema });

export const blockedIpSchema = z.object({
  ip: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export const blockedIpListSchema = z.array(blockedIpSchema);
export const blockIpRequestSchema = z.object({
  ip: z.union([z.ipv4(), z.ipv6()]),
  reason: textSchema({ max: 200 }).default(''),
});
export const unblockIpParamsSchema = z.object({ ip: z.union([z.ipv4(), z.ipv6()]) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export const auditPageSchema = pageOf(auditEntrySchema);

export const resetPasswordResponseSchema = z.object({ temporaryPassword: z.string() });

/** A member of a manager's downline (spec §6): what an agent may see, no phone or flags. */
export const managerMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  emoney: wonSchema,
  point: wonSchema,
  blocked: z.boolean(),
  online: z.boolean(),
  createdAt: z.string(),
});
export const managerMemberPageSchema = pageOf(managerMemberSchema);
