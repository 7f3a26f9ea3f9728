import { newRecommendCode } from '../../member/recommend-code';
import type { Db, Queryable } from '../../platform/db/db';
import { ADMIN_ROLE } from '../../platform/http/auth';
import { openMemberAccounts } from '../../platform/ledger/accounts';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { hashPassword } from '../../platform/lib/password-hasher';

export interface OperatorAccountInput {
  userId: string;
  password: string;
  nickname: string;
}

/**
 * Creates an operator's member row (type 1, role 10: spec §6, auth.ts isAdmin) as sign-up creates
 * a member — Argon2id hash, recommend code, cash and point ledger accounts — then runs `rest`
 * (its staff role, its audit row) in the same transaction. Both ways an operator is made (the
 * staff screen and `npm run admin:create`) go through here. A taken id or nickname is
 * a 409, also when two creations race and the loser meets the UNIQUE constraint.
 */
export async function createOperatorAccount(
  db: Db,
  input: OperatorAccountInput,
  rest: (tx: Queryable, id: number) => Promise<void>,
): Promise<{ id: number }> {
  // Hashing is the slow part: done before the transaction, as sign-up does.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM members WHERE user_id = $1 OR nickname = $2',
        [input.userId, input.nickname],
      );
      if (taken.some((row) => row.user_id === input.userId)) {
        throw new AppError(409, 'USER_ID_TAKEN');
      }
      if (taken.length > 0) throw new AppError(409, 'NICKNAME_TAKEN');
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO members (user_id, password_hash, nickname, type, role, recommend_code)
         VALUES ($1, $2, $3, 1, $4, $5) RETURNING id`,
        [input.userId, passwordHash, input.nickname, ADMIN_ROLE, await newRecommendCode(tx)],
      );
      const id = row!.id;
      await openMemberAccounts(tx, id);
      await rest(tx, id);
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'user_id')) throw new AppError(409, 'USER_ID_TAKEN');
    if (isUniqueViolation(error, 'nickname')) throw new AppError(409, 'NICKNAME_TAKEN');
    throw error;
  }
}
