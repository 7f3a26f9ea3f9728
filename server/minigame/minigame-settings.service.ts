/** Per-game minigame settings (spec §7 settingMinigame/{id}, §4 maintenance; admin edits). */
import type {
  AdminMinigameSettingsUpdate,
  MinigameSetting,
} from '../../common/contract/minigame.contract';
import { findGameById } from '../../common/domain/minigame/catalog';
import { rowsAboveFullReturn } from '../../common/domain/minigame/market-rtp';
import { oddsAboveFullReturnMessage } from '../../common/i18n/market-rtp.ko';
import type { Db, Queryable } from '../platform/db/db';
import { catalogOdds } from './minigame-settings.defaults';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';

const SETTING_COLUMNS = `game_id AS "gameId", maintenance AS "systemMaintenanceFlg",
  min_stake_won AS "minStakeWon", max_stake_won AS "maxStakeWon",
  max_payout_won AS "maxPayoutWon", odds`;

export async function readSetting(q: Queryable, gameId: number): Promise<MinigameSetting | null> {
  const [row] = await q.query<MinigameSetting>(
    `SELECT ${SETTING_COLUMNS} FROM minigame_settings WHERE game_id = $1`,
    [gameId],
  );
  return row ?? null;
}

export class MinigameSettingsService {
  constructor(private readonly db: Db) {}

  /** Spec §4: a game without a settings row counts as in maintenance. */
  async get(gameId: number): Promise<MinigameSetting> {
    const game = findGameById(gameId);
    if (!game) throw new AppError(404, 'MINIGAME_NOT_FOUND');
    const setting = await readSetting(this.db, gameId);
    if (setting) return { ...setting, odds: { ...catalogOdds(game), ...setting.odds } };
    return {
      gameId,
      systemMaintenanceFlg: true,
      minStakeWon: 0,
      maxStakeWon: 0,
      maxPayoutWon: 0,
      odds: catalogOdds(game),
    };
  }

  list(): Promise<MinigameSetting[]> {
    return this.db.query<MinigameSetting>(
      `SELECT ${SETTING_COLUMNS} FROM minigame_settings ORDER BY game_id`,
    );
  }

  /**
   * Odds may only name the game's own selections, and no selection may return more than every won
   * staked (market-rtp.ts: exact, from the stated probabilities), checked on the odds as they
   * would be stored; audited with before/after.
   */
  async update(actor: Actor, gameId: number, input: AdminMinigameSettingsUpdate) {
    const game = findGameById(gameId);
    if (!game) throw new AppError(404, 'MINIGAME_NOT_FOUND');
    const known = catalogOdds(game);
    if (Object.keys(input.odds).some((key) => !(key in known))) {
      throw new AppError(400, 'INVALID_SELECTION');
    }
    if (input.maxStakeWon < input.minStakeWon) throw new AppError(400, 'VALIDATION');
    return this.db.transaction(async (tx) => {
      const before = await readSetting(tx, gameId);
      const odds = { ...known, ...(before?.odds ?? {}), ...input.odds };
      const aboveFullReturn = rowsAboveFullReturn(game, odds);
      if (aboveFullReturn.length > 0) {
        const message = aboveFullReturn
          .map((row) => oddsAboveFullReturnMessage(game, row))
          .join(' ');
        throw new AppError(400, 'ODDS_ABOVE_FULL_RETURN', message);
      }
      await tx.query(
        `INSERT INTO minigame_settings
           (game_id, maintenance, min_stake_won, max_stake_won, max_payout_won, odds, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
         ON CONFLICT (game_id) DO UPDATE SET maintenance = $2, min_stake_won = $3,
           max_stake_won = $4, max_payout_won = $5, odds = $6::jsonb, updated_at = now()`,
        [
          gameId,
          input.systemMaintenanceFlg,
          input.minStakeWon,
          input.maxStakeWon,
          input.maxPayoutWon,
          JSON.stringify(odds),
        ],
      );
      const after = (await readSetting(tx, gameId))!;
      await writeAudit(tx, actor, {
        action: 'minigame.settings',
        target: `minigame:${gameId}`,
        before,
        after,
      });
      return after;
    });
  }
}
