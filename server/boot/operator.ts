import { passwordSchema, userIdSchema } from '../../common/contract/member.contract';
import { nicknameProblem, normaliseNickname } from '../../common/domain/nickname';
import { JOIN } from '../../common/i18n/member.ko';
import { createOperatorAccount } from '../admin/staff/operator-account';
import type { Db, Queryable } from '../platform/db/db';
import { ADMIN_ROLE } from '../platform/http/auth';
import { SEED_ADMIN, SEED_DEMO, SEED_MANAGER } from '../seed/seed-data';
import { SEED_STAFF } from '../seed/staff.seed';
import { AppError } from '../platform/lib/app-error';
import { writeAudit } from '../platform/lib/audit.service';

/** The README's published demo passwords: never an operator's, whatever the rule says. */
const DEMO_PASSWORDS = new Set(
  [SEED_ADMIN, SEED_DEMO, SEED_MANAGER, ...SEED_STAFF].map((m) => m.password),
);
export const DEMO_PASSWORD_REFUSED =
  '데모 계정의 비밀번호(README에 공개됨)는 운영자 비밀번호로 사용할 수 없습니다.';
/** Where the audit row says the action came from: a shell on the server, not a browser. */
const CLI_ORIGIN = 'cli:admin:create';

export interface OperatorInput {
  userId: string;
  password: string;
  nickname: string;
}

/** An operator as the admin guard sees one (server/platform/http/auth.ts isAdmin). */
export async function hasOperator(q: Queryable): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM members
      WHERE type = 1 AND role = $1 AND withdrawal_type = 0 AND NOT blocked LIMIT 1`,
    [ADMIN_ROLE],
  );
  return rows.length > 0;
}

/** The input checked by the sign-up rules (member.contract.ts, nickname.ts); Korean refusals. */
export function checkOperatorInput(input: OperatorInput): OperatorInput {
  const userId = userIdSchema.safeParse(input.userId);
  if (!userId.success) throw new AppError(400, 'VALIDATION', JOIN.userIdInvalid);
  if (!passwordSchema.safeParse(input.password).success) {
    throw new AppError(400, 'VALIDATION', JOIN.passwordInvalid);
  }
  if (DEMO_PASSWORDS.has(input.password))
    throw new AppError(400, 'VALIDATION', DEMO_PASSWORD_REFUSED);
  // The members' nickname rule, less its staff words (운영자, admin …): this one is staff.
  const nickname = normaliseNickname(input.nickname);
  const problem = nicknameProblem(nickname);
  if (problem !== null && problem !== 'reserved') {
    throw new AppError(400, 'VALIDATION', JOIN.nicknameInvalid);
  }
  return { userId: userId.data, password: input.password, nickname };
}

/**
 * Creates an operator (type 1, role 10) as sign-up creates a member: Argon2id hash, recommend
 * code, cash and point ledger accounts, in one transaction with its audit row (the new operator
 * is the actor: nobody else exists to be one). Refuses a taken id or nickname.
 */
export async function createOperator(db: Db, raw: OperatorInput): Promise<{ id: number }> {
  const input = checkOperatorInput(raw);
  return createOperatorAccount(db, input, (tx, id) =>
    writeAudit(
      tx,
      { memberId: id, ip: CLI_ORIGIN },
      {
        action: 'operator.create',
        target: `member:${id}`,
        before: null,
        after: { userId: input.userId, nickname: input.nickname, role: ADMIN_ROLE },
      },
    ),
  );
}
