/**
 * A member's casino and slot bars (spec §3 disableCasinoFlag, disableSlotFlag, tendency with
 * '22' barring both). The admin member desk does not edit them, so the
 * casino desk does. casino-access.ts reads the columns at every launch and every wallet bet, so a
 * change holds from the member's next launch or bet, even in a game window already open.
 */
import type {
  AdminCasinoMemberFlags,
  AdminCasinoMemberFlagsBody,
} from '../../../common/contract/casino-admin.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import { lockMember, memberTarget } from '../../member/member-lock';

interface FlagsRow {
  user_id: string;
  nickname: string;
  tendency: string[] | null;
  disable_casino_flag: number;
  disable_slot_flag: number;
}

const flagOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function viewOf(memberId: number, row: FlagsRow): AdminCasinoMemberFlags {
  return {
    memberId,
    userId: row.user_id,
    nickname: row.nickname,
    tendency: row.tendency ?? [],
    disableCasinoFlag: flagOf(row.disable_casino_flag),
    disableSlotFlag: flagOf(row.disable_slot_flag),
  };
}

async function readFlags(q: Queryable, memberId: number): Promise<FlagsRow> {
  const [row] = await q.query<FlagsRow>(
    `SELECT user_id, nickname, tendency, disable_casino_flag, disable_slot_flag
       FROM members WHERE id = $1`,
    [memberId],
  );
  if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return row;
}

export class CasinoMemberFlagsService {
  constructor(private readonly db: Db) {}

  async get(memberId: number): Promise<AdminCasinoMemberFlags> {
    return viewOf(memberId, await readFlags(this.db, memberId));
  }

  async set(
    actor: Actor,
    memberId: number,
    body: AdminCasinoMemberFlagsBody,
  ): Promise<AdminCasinoMemberFlags> {
    // The same code twice is one code: the list is a set of labels (spec §3).
    const tendency = [...new Set(body.tendency)];
    return this.db.transaction(async (tx) => {
      // The member lock every money path takes: a wallet bet in flight finishes first, and the
      // next one reads the new bars.
      await lockMember(tx, memberId);
      const before = await readFlags(tx, memberId);
      await tx.query(
        `UPDATE members SET tendency = $2::text[], disable_casino_flag = $3, disable_slot_flag = $4
          WHERE id = $1`,
        [memberId, tendency, body.disableCasinoFlag, body.disableSlotFlag],
      );
      const after = {
        tendency,
        disableCasinoFlag: body.disableCasinoFlag,
        disableSlotFlag: body.disableSlotFlag,
      };
      const shown = viewOf(memberId, before);
      await writeAudit(tx, actor, {
        action: 'member.casinoFlags',
        target: memberTarget(memberId),
        before: {
          tendency: shown.tendency,
          disableCasinoFlag: shown.disableCasinoFlag,
          disableSlotFlag: shown.disableSlotFlag,
        },
        after,
      });
      return { memberId, userId: before.user_id, nickname: before.nickname, ...after };
    });
  }
}
