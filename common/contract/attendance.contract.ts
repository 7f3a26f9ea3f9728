/**
 * Attendance API: a daily check-in per Asia/Seoul day and streak rewards
 * operators configure. Rewards are integer points, credited promotions → member_point.
 */
import { z } from 'zod';
import { calendarMonthSchema, idempotencyKeySchema, wonSchema } from './common.contract';

/** `YYYY-MM-DD` (a Seoul calendar day). */
export const seoulDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** `YYYY-MM` with a real month in a sane year (year 0 is no PostgreSQL date). */
export const attendanceMonthSchema = calendarMonthSchema;

/**
 * One reward rule. `streakDays: 1` is the base every check-in pays; any other row is a bonus paid
 * on the check-in whose streak is exactly that long.
 */
export const attendanceRewardSchema = z.object({
  streakDays: z.number().int().min(1).max(366),
  points: z.number().int().min(0).max(100_000_000),
});
export type AttendanceReward = z.infer<typeof attendanceRewardSchema>;

export const attendanceDaySchema = z.object({ day: seoulDaySchema, rewardPoints: wonSchema });
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** GET /api/attendance?month=YYYY-MM (default: the current Seoul month). */
export const attendanceQuerySchema = z.object({ month: attendanceMonthSchema.optional() });
export const attendanceViewSchema = z.object({
  today: seoulDaySchema,
  checkedToday: z.boolean(),
  /** The streak as of today: today's if checked in, else yesterday's (0 when broken). */
  streak: z.number().int(),
  days: z.array(attendanceDaySchema),
  rewards: z.array(attendanceRewardSchema),
});
export type AttendanceView = z.infer<typeof attendanceViewSchema>;

/** POST /api/attendance/check-in → the day, its streak, the points paid and the new point balance. */
export const attendanceCheckInBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export const attendanceCheckInResponseSchema = z.object({
  day: seoulDaySchema,
  streak: z.number().int(),
  rewardPoints: wonSchema,
  point: wonSchema,
});
export type AttendanceCheckInResponse = z.infer<typeof attendanceCheckInResponseSchema>;

/** GET/PUT /api/admin/attendance/rewards: the whole list, replaced at once. */
export const attendanceRewardsSchema = z.object({
  rewards: z
    .array(attendanceRewardSchema)
    .max(100)
    .refine((list) => new Set(list.map((r) => r.streakDays)).size === list.length, {
      message: 'streakDays must be unique',
    }),
});
export type AttendanceRewards = z.infer<typeof attendanceRewardsSchema>;
