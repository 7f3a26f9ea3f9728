/**
 * Who may take part (blocked and excluded members cannot join, and their scores stop
 * counting): the member side of the casino's one rule (server/casino/casino-access.ts
 * memberBarred), as SQL so the scoring observer, the board and the end job decide whole sets of
 * members in the statement that reads them.
 */
import { ADMIN_ROLE } from '../platform/http/auth';
import { notBlockedSql } from '../responsible/responsible-usage';

/** Tendency code that bars a member from casino and slot alike (spec §3, casino-access.ts). */
const NO_CASINO_TENDENCY = '22';
/** Only type 1 accounts are members who play (spec §3; staff do not play). */
const MEMBER_TYPE = 1;

/**
 * True for a member `m` who may play the tournament kind `kindSql` ('slot' | 'casino', the same
 * words as casino_games.kind): not blocked, not withdrawn, a playing member, not barred from the
 * kind by tendency 22 or its disable flag, and not in a time-out or self-exclusion of their own
 * (an excluded member plays no tournament). The block is judged at the database's now(): these reads
 * run in many statements without the app's clock, and a block only ever starts at once.
 */
export function memberMayPlaySql(m: string, kindSql: string): string {
  return `(NOT ${m}.blocked AND ${m}.withdrawal_type = 0 AND ${m}.type = ${MEMBER_TYPE}
           AND ${m}.role <> ${ADMIN_ROLE} AND NOT ('${NO_CASINO_TENDENCY}' = ANY(${m}.tendency))
           AND (${kindSql} <> 'casino' OR ${m}.disable_casino_flag = 0)
           AND (${kindSql} <> 'slot' OR ${m}.disable_slot_flag = 0)
           AND ${notBlockedSql(`${m}.id`, 'now()')})`;
}
