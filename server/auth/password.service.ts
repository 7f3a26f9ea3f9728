import { randomInt } from 'node:crypto';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { hashPassword, verifyPassword } from '../platform/lib/password-hasher';
import { beginPasswordCheck } from './password-throttle';
import type { Realtime } from '../platform/sse/realtime';
import { endMemberSessions, endedSessionStatus } from './session-end';

/** The one answer of find-password, whether or not anything matched: no enumeration. */
export const FIND_PASSWORD_ANSWER =
  '입력하신 정보가 확인되면 고객센터에서 비밀번호 재설정을 안내해 드립니다.';

const TEMP_PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const TEMP_PASSWORD_DIGITS = '23456789';

/** 10 characters with letters and digits, so it passes the password rule of the contract. */
export function newTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  let password = '';
  for (let i = 0; i < 6; i++) password += pick(TEMP_PASSWORD_LETTERS);
  for (let i = 0; i < 4; i++) password += pick(TEMP_PASSWORD_DIGITS);
  return password;
}

/** Find, change and reset passwords. */
export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  /** Records a reset request for an operator when id and phone match; answers the same always. */
  async requestReset(userId: string, phone: string, ip: string): Promise<string> {
    const digits = phone.replace(/[\s-]/g, '');
    await this.db.query(
      `INSERT INTO password_reset_requests (member_id, ip)
       SELECT id, $3 FROM members WHERE user_id = $1 AND phone = $2 AND phone <> ''`,
      [userId.trim().toLowerCase(), digits, ip],
    );
    return FIND_PASSWORD_ANSWER;
  }

  /** Ends every other session of the member with reason 'password' (their tokens get 401). */
  async change(
    memberId: number,
    sessionId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    // A stolen token must not make this a password oracle: refused (429) after a few wrong
    // tries, each recorded as a failure until it proves right.
    const check = await beginPasswordCheck(this.db, memberId, this.clock());
    const [row] = await this.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [memberId],
    );
    if (!row || !(await verifyPassword(row.password_hash, currentPassword))) {
      throw new AppError(400, 'WRONG_CURRENT_PASSWORD');
    }
    await check.passed();
    if (currentPassword === newPassword) throw new AppError(400, 'SAME_PASSWORD');
    const newHash = await hashPassword(newPassword);
    const ended = await this.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, newHash]);
      return endMemberSessions(tx, memberId, 'password', this.clock(), sessionId);
    });
    this.realtime.sessionsEnded(memberId, ended, endedSessionStatus('password'));
  }
}
