/**
 * Who may play what (spec §3 and §5): the one rule, asked by the launch
 * (POST /api/playfun/auth) and again by the wallet before every bet, so a member blocked while a
 * game window is open cannot keep staking. Wins and rollbacks never ask it: money owed is paid.
 */
import type { Queryable } from '../platform/db/db';
import { ADMIN_ROLE } from '../platform/http/auth';

/**
 * Why a member may not play a game now:
 * - member_disabled: the member may not play this kind of game (launch answers
 *   '관리자에게 문의해주세요.', the wallet RS_ERROR_USER_DISABLED);
 * - game_maintenance: the game, its provider or the whole site is in maintenance ('점검중 입니다.');
 * - game_unavailable: no such game, or it or its provider is switched off.
 */
export type CasinoRefusal = 'member_disabled' | 'game_maintenance' | 'game_unavailable';

/** Tendency code that bars a member from casino and slot alike (spec §3 tendency, §5). */
const NO_CASINO_TENDENCY = '22';
/** Member side of the site (spec §3 type; type 2 is a manager, who does not play). */
const MEMBER_TYPE = 1;

export interface AccessRow {
  // The member (NULL when no such member): every column that can bar them, by its spec reason.
  /** Blocked by the operator (spec §3): plays nothing. */
  blocked: boolean | null;
  /** Withdrawn members (withdrawalType ≠ 0, spec §3) play nothing. */
  withdrawal_type: number | null;
  /** Only type 1 non-admin accounts are members who play (spec §3, §6: staff do not play). */
  type: number | null;
  role: number | null;
  /** Contains '22' → no casino and no slot (spec §3, §5). */
  tendency: string[] | null;
  /** disableCasinoFlag = 1 bars the 'casino' kind only (spec §3, §5). */
  disable_casino_flag: number | null;
  /** disableSlotFlag = 1 bars the 'slot' kind only (spec §3, §5). */
  disable_slot_flag: number | null;
  // The game and its provider (NULL when no such game).
  kind: 'casino' | 'slot' | null;
  game_status: 'on' | 'maintenance' | 'off' | null;
  provider_status: 'on' | 'maintenance' | 'off' | null;
  /** The site's maintenance switch (spec §3 siteNoticeFlg, settings table): nothing opens. */
  site_maintenance: unknown;
}

/** One round trip: the wallet asks this before every bet, so it must stay one statement. */
const ACCESS_SQL = `
  SELECT m.blocked, m.withdrawal_type, m.type, m.role, m.tendency,
         m.disable_casino_flag, m.disable_slot_flag,
         g.kind, g.status AS game_status, p.status AS provider_status,
         (SELECT value FROM settings WHERE key = 'siteNoticeFlg') AS site_maintenance
    FROM (SELECT 1) AS one
    LEFT JOIN members m ON m.id = $1::bigint
    LEFT JOIN casino_games g ON g.id = $2::int
    LEFT JOIN casino_providers p ON p.id = g.provider_id`;

function memberBarred(row: AccessRow, kind: 'casino' | 'slot'): boolean {
  if (row.blocked === null || row.blocked) return true;
  if (row.withdrawal_type !== 0) return true;
  if (row.type !== MEMBER_TYPE || row.role === ADMIN_ROLE) return true;
  if ((row.tendency ?? []).includes(NO_CASINO_TENDENCY)) return true;
  if (kind === 'casino' && row.disable_casino_flag === 1) return true;
  if (kind === 'slot' && row.disable_slot_flag === 1) return true;
  return false;
}

/**
 * The refusal for `memberId` playing `gameId` now, or null when they may. Order: an unknown or
 * switched-off game first (there is nothing to play), then the member (the spec's own message for
 * a barred member wins over maintenance, which is temporary), then maintenance.
 * `q` is the Db or the caller's transaction, so a bet reads it inside its own transaction.
 */
export async function casinoRefusal(
  q: Queryable,
  memberId: number,
  gameId: number,
): Promise<CasinoRefusal | null> {
  const [row] = await q.query<AccessRow>(ACCESS_SQL, [memberId, gameId], {
    prepareAs: 'casino_access',
  });
  return row ? refusalOf(row) : 'game_unavailable';
}

/**
 * The rule itself, over the columns ACCESS_SQL reads: the wallet's batches read the same columns
 * for many calls at once (wallet-batch-reads.ts) and decide each call by this function.
 */
export function refusalOf(row: AccessRow): CasinoRefusal | null {
  if (row.kind === null) return 'game_unavailable';
  if (row.game_status === 'off' || row.provider_status === 'off') return 'game_unavailable';
  if (memberBarred(row, row.kind)) return 'member_disabled';
  const siteMaintenance = row.site_maintenance === true || row.site_maintenance === 'true';
  if (
    siteMaintenance ||
    row.game_status === 'maintenance' ||
    row.provider_status === 'maintenance'
  ) {
    return 'game_maintenance';
  }
  return null;
}
