/**
 * The Korean names a leg keeps for its history (issue 3: names copied at placement, so the bet
 * reads the same after the feed prunes the fixture). They come from the same tables as the
 * boards (src/domain/sports/market-catalog.ts over src/i18n/sports.ko.ts), so a bet's history
 * names a market the way the board the member picked it from did. Legs already stored keep the
 * names they were placed with.
 */
import { marketNameKorean as boardMarketName } from '../../src/domain/sports/market-catalog';
import { combinedOutcomeLabel } from '../../src/domain/sports/market-names';
import { BONUS_FOLDER_LABEL, SELECTION_LABELS_KOREAN } from '../../src/i18n/sports-bets.ko';

/** The board's Korean market name by type id; a type without one keeps the feed's name. */
export function marketNameKorean(marketTypeId: number, marketName: string): string {
  return boardMarketName(marketTypeId, marketName);
}

export function selectionLabel(name: string, minFolders: number | null): string {
  if (minFolders !== null) return BONUS_FOLDER_LABEL(minFolders);
  const combined = combinedOutcomeLabel(name);
  if (combined !== name) return combined;
  return SELECTION_LABELS_KOREAN[name.trim()] ?? name;
}
