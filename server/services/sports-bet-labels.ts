/**
 * The Korean names a leg keeps for its history (issue 3: names copied at placement, so the bet
 * reads the same after the feed prunes the fixture).
 */
import { combinedOutcomeLabel, normalizeMarketName } from '../../src/domain/sports/market-names';
import {
  BONUS_FOLDER_LABEL,
  MARKET_NAMES_KOREAN,
  SELECTION_LABELS_KOREAN,
} from '../../src/i18n/sports-bets.ko';

export function marketNameKorean(marketName: string): string {
  return MARKET_NAMES_KOREAN[normalizeMarketName(marketName)] ?? marketName;
}

export function selectionLabel(name: string, minFolders: number | null): string {
  if (minFolders !== null) return BONUS_FOLDER_LABEL(minFolders);
  const combined = combinedOutcomeLabel(name);
  if (combined !== name) return combined;
  return SELECTION_LABELS_KOREAN[name.trim()] ?? name;
}
