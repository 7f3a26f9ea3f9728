/**
 * Default settings of every catalog game (spec §7 settingMinigame). House choices: stakes from
 * 1,000원 to 1,000,000원, payouts capped at 10,000,000원, odds the family engine's defaults.
 * Inserted with ON CONFLICT DO NOTHING, so an operator's edits survive every restart.
 */
import { MINIGAME_CATALOG, type MinigameGame } from '../../common/domain/minigame/catalog';
import { selectionKey } from '../../common/domain/minigame/types';
import type { Queryable } from '../platform/db/db';

export const MINIGAME_DEFAULT_MIN_STAKE_WON = 1_000;
export const MINIGAME_DEFAULT_MAX_STAKE_WON = 1_000_000;
export const MINIGAME_DEFAULT_MAX_PAYOUT_WON = 10_000_000;

export function catalogOdds(game: MinigameGame): Record<string, number> {
  return Object.fromEntries(
    game.markets.flatMap((market) =>
      market.selections.map((s) => [selectionKey(market.key, s.key), s.oddsHundredths]),
    ),
  );
}

export async function seedMinigameSettings(q: Queryable): Promise<void> {
  const values: string[] = [];
  const params: unknown[] = [];
  for (const game of MINIGAME_CATALOG) {
    const i = params.length;
    values.push(`($${i + 1}, $${i + 2}, $${i + 3}, $${i + 4}, $${i + 5}::jsonb)`);
    params.push(
      game.id,
      MINIGAME_DEFAULT_MIN_STAKE_WON,
      MINIGAME_DEFAULT_MAX_STAKE_WON,
      MINIGAME_DEFAULT_MAX_PAYOUT_WON,
      JSON.stringify(catalogOdds(game)),
    );
  }
  await q.query(
    `INSERT INTO minigame_settings (game_id, min_stake_won, max_stake_won, max_payout_won, odds)
     VALUES ${values.join(', ')} ON CONFLICT (game_id) DO NOTHING`,
    params,
  );
}
