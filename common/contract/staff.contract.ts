import { z } from 'zod';
import { nicknameProblem, normaliseNickname } from '../domain/nickname';
import { passwordSchema, userIdSchema } from './member.contract';

/**
 * Staff roles and permissions. The codes are fixed here; which
 * role holds which permission is data (migration 028, table staff_role_permissions), and which
 * permission an admin route needs is server/admin/staff/admin-permissions.ts.
 */
export const STAFF_PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'security.manage',
  'settings.manage',
  'reports.read',
  'members.read',
  'members.manage',
  'members.balance',
  'money.requests',
  'money.promotions',
  'rolling.manage',
  'support',
  'responsible.manage',
  'content.manage',
  'sports.manage',
  'minigame.manage',
  'casino.manage',
  'tournaments.manage',
] as const;
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

export const STAFF_ROLES = ['super', 'finance', 'cs', 'content', 'trading'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;
/** The role that holds every permission, staff management included. */
export const SUPER_ROLE: StaffRole = 'super';

/** What the admin screens need to know of the operator using them (GET /api/admin/staff/me). */
export const staffMeSchema = z.object({
  role: staffRoleSchema,
  permissions: z.array(staffPermissionSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  role: staffRoleSchema,
  /** A disabled operator cannot log in (members.blocked); the account stays for the audit log. */
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffRoleInfoSchema = z.object({
  code: staffRoleSchema,
  name: z.string(),
  permissions: z.array(staffPermissionSchema),
});
export type StaffRoleInfo = z.infer<typeof staffRoleInfoSchema>;

export const staffListSchema = z.object({
  items: z.array(staffMemberSchema),
  roles: z.array(staffRoleInfoSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * An operator's nickname: the members' rule less its staff words (운영자, admin …), as the boot
 * CLI's operator creation does (server/boot/operator.ts).
 */
const staffNicknameSchema = z
  .string()
  .max(50)
  .overwrite(normaliseNickname)
  .refine((nickname) => {
    const problem = nicknameProblem(nickname);
    return problem === null || problem === 'reserved';
  });

export const staffCreateSchema = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  nickname: staffNicknameSchema,
  role: staffRoleSchema,
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined);
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

export const staffCreatedSchema = z.object({ id: z.number().int() });
