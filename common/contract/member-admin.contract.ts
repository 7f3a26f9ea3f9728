/**
 * Member administration: the operator's edit of a member (level, agent,
 * memo; the casino and slot flags stay with the casino desk's use-case, casino-admin.contract),
 * the member's withdrawal bank account and its operator-checked changes, the login history and
 * the members sharing an IP or a device with a member (the multi-account signal).
 */
import { z } from 'zod';
import { idValueSchema, pageOf, pageSchema, textSchema } from './common.contract';

// ---- the operator's edit of a member -------------------------------------------------------

/** Spec §3: a member's level is 1 to 10 (the members table checks the same range). */
export const MEMBER_LEVEL_MIN = 1;
export const MEMBER_LEVEL_MAX = 10;
export const MEMBER_MEMO_MAX = 2_000;

/** PUT /api/admin/members/:id/profile: the whole editable profile; the audit keeps the diff. */
export const adminMemberProfileBodySchema = z.object({
  level: z.number().int().min(MEMBER_LEVEL_MIN).max(MEMBER_LEVEL_MAX),
  /** A manager-type member (type 2), or null for none. */
  agentId: idValueSchema.nullable(),
  memo: textSchema({ max: MEMBER_MEMO_MAX, multiline: true }),
});
export type AdminMemberProfileBody = z.infer<typeof adminMemberProfileBodySchema>;

export const adminMemberDetailSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  agentId: z.number().int().nullable(),
  agentUserId: z.string().nullable(),
  memo: z.string(),
  blocked: z.boolean(),
  tendency: z.array(z.string()),
  disableCasinoFlag: z.number().int(),
  disableSlotFlag: z.number().int(),
  createdAt: z.string(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** The agents an operator may pick: manager-type members (spec §6). */
export const adminAgentOptionSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
});
export const adminAgentOptionListSchema = z.array(adminAgentOptionSchema);
export type AdminAgentOption = z.infer<typeof adminAgentOptionSchema>;

// ---- login history and the multi-account signal --------------------------------------------

export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistoryPageSchema = pageOf(loginHistoryEntrySchema);
export const loginHistoryQuerySchema = z.object({ page: pageSchema });

/** Another member who logged in from one of this member's IPs or devices (user agents). */
export const sharedLoginMemberSchema = z.object({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  blocked: z.boolean(),
  sharedIps: z.array(z.string()),
  sharedDevices: z.array(z.string()),
  lastLoginAt: z.string(),
});
export type SharedLoginMember = z.infer<typeof sharedLoginMemberSchema>;
export const sharedLoginMemberListSchema = z.array(sharedLoginMemberSchema);

// ---- the withdrawal bank account ------------------------------------------------------------

/** The banks a Korean member is paid to; a list, so the operator never reads a typo. */
export const BANK_NAMES = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
  'SC제일은행',
  '한국씨티은행',
  'KDB산업은행',
  'Sh수협은행',
  '카카오뱅크',
  '케이뱅크',
  '토스뱅크',
  'iM뱅크',
  '부산은행',
  '경남은행',
  '광주은행',
  '전북은행',
  '제주은행',
  '새마을금고',
  '신협',
  '우체국',
] as const;
export const bankNameSchema = z.enum(BANK_NAMES);

/** Digits with optional hyphens as people type them; stored as 8 to 20 digits. */
export const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9][0-9 -]{6,38}[0-9]$/)
  .transform((typed) => typed.replace(/[ -]/g, ''))
  .refine((digits) => digits.length >= 8 && digits.length <= 20);

export const bankAccountDetailsSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
});
export type BankAccountDetails = z.infer<typeof bankAccountDetailsSchema>;

/** POST /api/wallet/bank-account: the first registration, or a change the operator checks. */
export const bankAccountBodySchema = z.object({
  bankName: bankNameSchema,
  accountNumber: accountNumberSchema,
  holder: textSchema({ min: 1, max: 30 }),
  withdrawPassword: z.string().min(1).max(100),
});
export type BankAccountBody = z.input<typeof bankAccountBodySchema>;

export const pendingBankAccountChangeSchema = bankAccountDetailsSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});

export const bankAccountStateSchema = z.object({
  /** The account exchanges are paid to now; null until the member registers one. */
  account: bankAccountDetailsSchema.extend({ registeredAt: z.string() }).nullable(),
  /** A change waiting for the operator. */
  pending: pendingBankAccountChangeSchema.nullable(),
  /** The last refused change, so the member learns why. */
  lastRejected: z.object({ reason: z.string(), decidedAt: z.string() }).nullable(),
});
export type BankAccountState = z.infer<typeof bankAccountStateSchema>;

export const bankAccountSubmitResponseSchema = z.object({
  /** registered: in force at once (the first account); pending: waits for the operator. */
  outcome: z.enum(['registered', 'pending']),
  state: bankAccountStateSchema,
});

export const BANK_ACCOUNT_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const bankAccountChangeStatusSchema = z.enum(BANK_ACCOUNT_CHANGE_STATUSES);

/** A change as the operator's queue shows it, beside the account it would replace. */
export const adminBankAccountChangeSchema = bankAccountDetailsSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  status: bankAccountChangeStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  current: bankAccountDetailsSchema.nullable(),
});
export type AdminBankAccountChange = z.infer<typeof adminBankAccountChangeSchema>;
export const adminBankAccountChangePageSchema = pageOf(adminBankAccountChangeSchema);
export const adminBankAccountChangesQuerySchema = z.object({
  status: bankAccountChangeStatusSchema.optional(),
  page: pageSchema,
});
export const adminBankAccountRejectBodySchema = z.object({
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export const adminBankAccountDecisionResponseSchema = z.object({
  change: adminBankAccountChangeSchema,
});
