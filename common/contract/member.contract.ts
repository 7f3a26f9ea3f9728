import { z } from 'zod';
import { nicknameProblem, normaliseNickname } from '../domain/nickname';
import { textSchema, wonSchema } from './common.contract';

export const USER_ID_PATTERN = /^[a-z0-9]{4,16}$/;
export const NICKNAME_MAX = 12;

export const userIdSchema = z.string().trim().toLowerCase().regex(USER_ID_PATTERN);
/** A password as typed, to compare with a stored hash: kept as is, only bounded and clean. */
const passwordInputSchema = textSchema({ min: 1, max: 128, trim: false });
/** Passwords: 8-64 characters with at least one letter and one digit. */
export const passwordSchema = textSchema({ min: 8, max: 64, trim: false })
  .regex(/[A-Za-z]/)
  .regex(/[0-9]/);
/**
 * Sign-up takes the nickname rule of the profile edit (common/domain/nickname.ts, one rule in one
 * place): normalised (NFC, trimmed), 2-12 Hangul syllables, Latin letters and digits — so no
 * markup, zero-width, bidi, combining or filler characters — and no staff words. The join form
 * checks the same schema before sending.
 */
export const nicknameSchema = z
  .string()
  .max(50)
  .overwrite(normaliseNickname)
  .refine((nickname) => nicknameProblem(nickname) === null);
/** Korean mobile numbers, stored as digits; shown with hyphens (spec §9). */
export const phoneSchema = textSchema({ max: 20 })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789][0-9]{7,8}$/));

export const loginRequestSchema = z.object({
  userId: textSchema({ min: 1, max: 32 }),
  password: passwordInputSchema,
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
  recommendCode: textSchema({ max: 20 }).optional(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinResponseSchema = z.object({ userId: z.string(), nickname: z.string() });

export const checkUserIdQuerySchema = z.object({ userId: textSchema({ max: 32 }) });
export const checkUserIdResponseSchema = z.object({ available: z.boolean() });

export const findPasswordRequestSchema = z.object({
  userId: textSchema({ min: 1, max: 32 }),
  phone: textSchema({ min: 1, max: 20 }),
});
export const findPasswordResponseSchema = z.object({ message: z.string() });

export const changePasswordRequestSchema = z.object({
  currentPassword: passwordInputSchema,
  newPassword: passwordSchema,
});
