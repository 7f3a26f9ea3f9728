/** Round and bet rows as the API shows them (contract: MinigameRoundView, MinigameBetView). */
import type {
  MinigameBetView,
  MinigameRoundView,
} from '../../../common/contract/minigame.contract';
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../common/domain/minigame/family-registry';
import { selectionKey } from '../../../common/domain/minigame/types';
import { MINIGAME_MARKET_NAMES } from '../../../common/i18n/minigame.ko';

export const ROUND_COLUMNS = `game_id AS "gameId", round_id AS "roundId", round_no AS "roundNo",
  status, opens_at AS "opensAt", closes_at AS "closesAt", draw_at AS "drawAt",
  commit_hex AS "commitHex", seed_hex AS "seedHex", fair_rule AS "fairRule",
  client_seed AS "clientSeed", outcome, result_labels AS "resultLabels"`;

export type RoundRow = Omit<MinigameRoundView, 'seedHex'> & { seedHex: string | null };

/** The seed stays secret until the draw (provably fair: committed, then revealed). */
export function roundView(row: RoundRow): MinigameRoundView {
  const revealed = row.status === 'drawn' || row.status === 'settled' || row.outcome !== null;
  return { ...row, seedHex: revealed ? row.seedHex : null, outcome: row.outcome ?? null };
}

export const BET_COLUMNS = `b.id, b.game_id AS "gameId", b.round_id AS "roundId",
  b.selection_key AS "selectionKey", b.stake_won AS "stakeWon",
  b.odds_hundredths AS "oddsHundredths", b.status, b.payout_won AS "payoutWon",
  b.created_at AS "createdAt", b.settled_at AS "settledAt", b.client_seed AS "clientSeed"`;

export type BetRow = MinigameBetView;

/**
 * The result chips: the Korean name of every selection that won, with its market's name when
 * the selection alone is ambiguous (odd/even, under/over appear in several markets), at most 4.
 */
export function resultLabels(game: MinigameGame, outcome: unknown): string[] {
  const engine = FAMILY_ENGINES[game.family];
  const names = MINIGAME_MARKET_NAMES[game.family] ?? {};
  const labels: string[] = [];
  for (const market of game.markets) {
    for (const selection of market.selections) {
      if (engine.grade(outcome, selectionKey(market.key, selection.key)) !== 'won') continue;
      const marketName = names[market.key]?.name;
      const selectionName = names[market.key]?.selections[selection.key] ?? selection.key;
      const prefix = marketName
        ? marketName.replace(/\s*\(.*\)$/, '').replace(/홀짝|언더오버/, '')
        : '';
      labels.push(`${prefix} ${selectionName}`.trim());
    }
  }
  return labels.slice(0, 4);
}
