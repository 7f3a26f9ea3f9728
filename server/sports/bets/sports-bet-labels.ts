/**
 * The Korean names a leg keeps for its history (names copied at placement, so the bet
 * reads the same after the feed prunes the fixture). They come from the same tables as the
 * boards (common/domain/sports/market-catalog.ts, named by common/i18n/sports-labels.ko.ts), so a bet's history
 * names a market, an outcome and a line the way the board the member picked it from did. Legs
 * already stored keep the names they were placed with.
 */
import {
  marketTypeOf,
  selectionLine as boardSelectionLine,
} from '../../../common/domain/sports/market-catalog';
import {
  marketNameKorean as boardMarketName,
  selectionLabel as boardSelectionLabel,
} from '../../../common/i18n/sports-labels.ko';
import { bonusFolderLabel } from '../../../common/i18n/sports.ko';

/** The board's Korean market name by type id; a type without one keeps the feed's name. */
export function marketNameKorean(marketTypeId: number, marketName: string): string {
  return boardMarketName(marketTypeId, marketName);
}

function kindOf(sportId: number | null, marketTypeId: number) {
  return sportId === null ? undefined : marketTypeOf(sportId, marketTypeId)?.kind;
}

/** The board's label of an outcome ('1' of 1X2 → 홈승, of first-to-score → 홈팀; bonus folders). */
export function selectionLabel(
  sportId: number | null,
  marketTypeId: number,
  name: string,
  minFolders: number | null,
): string {
  if (minFolders !== null) return bonusFolderLabel(minFolders);
  return boardSelectionLabel(kindOf(sportId, marketTypeId), name);
}

/**
 * The outcome's own line, as the board shows it: legs store the market's line (LSports
 * BaseLine, the home side's for a handicap), so an away handicap pick reads its own sign.
 */
export function selectionLine(
  sportId: number | null,
  marketTypeId: number,
  name: string,
  marketLine: string | null,
): string | null {
  return boardSelectionLine(kindOf(sportId, marketTypeId), name, marketLine);
}
