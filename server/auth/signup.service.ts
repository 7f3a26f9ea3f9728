import { USER_ID_PATTERN, type JoinRequest } from '../../common/contract/member.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { hashPassword } from '../platform/lib/password-hasher';
import { newRecommendCode, normaliseRecommendCode } from '../member/recommend-code';
import type { SettingsService } from '../content/settings.service';
import { openMemberAccounts } from '../platform/ledger/accounts';

interface Recommender {
  id: number;
  type: number;
  agent_id: number | null;
}

/** Sign-up and the id check of the join dialog (spec §4, §5). */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  async isUserIdAvailable(userId: string): Promise<boolean> {
    const normalised = userId.trim().toLowerCase();
    if (!USER_ID_PATTERN.test(normalised)) throw new AppError(400, 'VALIDATION');
    const rows = await this.db.query('SELECT 1 FROM members WHERE user_id = $1', [normalised]);
    return rows.length === 0;
  }

  async join(input: JoinRequest): Promise<{ userId: string; nickname: string }> {
    // Spec §5: joinStartEndFlg set means sign-up is closed.
    if (this.settings.current().joinStartEndFlg) throw new AppError(403, 'SIGNUP_CLOSED');
    // Hashing is the slow part; done before the transaction so it holds no lock meanwhile.
    const [passwordHash, withdrawPasswordHash] = await Promise.all([
      hashPassword(input.password),
      hashPassword(input.withdrawPassword),
    ]);
    try {
      return await this.db.transaction(async (tx) => {
        await assertFree(tx, input.userId, input.nickname);
        const recommender = await findRecommender(tx, input.recommendCode);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO members (user_id, password_hash, withdraw_password_hash, nickname, phone,
                                recommend_code, recommender_id, agent_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            input.userId,
            passwordHash,
            withdrawPasswordHash,
            input.nickname,
            input.phone,
            await newRecommendCode(tx),
            recommender?.id ?? null,
            agentOf(recommender),
          ],
        );
        await openMemberAccounts(tx, row!.id);
        return { userId: input.userId, nickname: input.nickname };
      });
    } catch (error) {
      // Two sign-ups racing for one id: the loser hits the UNIQUE constraint.
      if (isUniqueViolation(error, 'user_id')) throw new AppError(409, 'USER_ID_TAKEN');
      if (isUniqueViolation(error, 'nickname')) throw new AppError(409, 'NICKNAME_TAKEN');
      throw error;
    }
  }
}

async function assertFree(tx: Queryable, userId: string, nickname: string): Promise<void> {
  const rows = await tx.query<{ user_id: string; nickname: string }>(
    'SELECT user_id, nickname FROM members WHERE user_id = $1 OR nickname = $2',
    [userId, nickname],
  );
  if (rows.some((row) => row.user_id === userId)) throw new AppError(409, 'USER_ID_TAKEN');
  if (rows.length > 0) throw new AppError(409, 'NICKNAME_TAKEN');
}

async function findRecommender(
  tx: Queryable,
  code: string | undefined,
): Promise<Recommender | null> {
  if (code === undefined || code.trim() === '') return null;
  const rows = await tx.query<Recommender>(
    'SELECT id, type, agent_id FROM members WHERE recommend_code = $1',
    [normaliseRecommendCode(code)],
  );
  if (!rows[0]) throw new AppError(400, 'RECOMMENDER_NOT_FOUND');
  return rows[0];
}

/** A manager's recruit belongs to that manager; a member's recruit to the member's agent. */
function agentOf(recommender: Recommender | null): number | null {
  if (!recommender) return null;
  return recommender.type === 2 ? recommender.id : recommender.agent_id;
}
