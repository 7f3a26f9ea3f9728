import { z } from 'zod';
import { wonSchema } from './common.contract';

export const USER_ID_PATTERN = /^[a-z0-9]{4,16}$/;
export const NICKNAME_MAX = 12;

export const userIdSchema = z.string().trim().toLowerCase().regex(USER_ID_PATTERN);
/** Passwords: 8-64 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/[A-Za-z]/)
  .regex(/[0-9]/);
export const nicknameSchema = z.string().trim().min(2).max(NICKNAME_MAX);
/** Korean mobile numbers, stored as digits; shown with hyphens (spec §9). */
export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789][0-9]{7,8}$/));

export const loginRequestSchema = z.object({
  userId: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The logged-in user record (spec §3). `emoney` is cash in won, `point` is points. */
export const userSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  role: z.number().int(),
  withdrawalType: z.number().int(),
  level: z.number().int(),
  emoney: wonSchema,
  point: wonSchema,
  tendency: z.array(z.string()),
  disableCasinoFlag: z.union([z.literal(0), z.literal(1)]),
  disableSlotFlag: z.union([z.literal(0), z.literal(1)]),
  recommendCode: z.string(),
  phone: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ user: userSchema });

export const joinRequestSchema = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  nickname: nicknameSchema,
  phone: phoneSchema,
  /** Withdrawal PIN asked again when money leaves the account. */
  withdrawPassword: z.string().regex(/^[0-9]{4,6}$/),
  recommendCode: z.string().trim().max(20).optional(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinResponseSchema = z.object({ userId: z.string(), nickname: z.string() });

export const checkUserIdQuerySchema = z.object({ userId: z.string().max(32) });
export const checkUserIdResponseSchema = z.object({ available: z.boolean() });

export const findPasswordRequestSchema = z.object({
  userId: z.string().trim().min(1).max(32),
  phone: z.string().min(1).max(20),
});
export const findPasswordResponseSchema = z.object({ message: z.string() });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});
