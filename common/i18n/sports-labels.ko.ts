/**
 * The Korean text of the sports domain's codes (docs/architecture.md §2: domain holds the codes, i18n
 * maps them to text): betting-rule refusals, market and selection names, in-play
 * periods. The server reads the same functions, so the API and the SPA say the same words.
 */
import type { Refusal } from '../domain/betting/refusal';
import type { MarketKind } from '../domain/sports/market-catalog';
import { parseCombinedOutcome } from '../domain/sports/market-names';
import { periodNameOf } from '../domain/sports/periods';
import {
  BETTING_MESSAGES,
  COMBINED_OUTCOME_LABELS,
  FOOTBALL_PERIOD_LABELS,
  MARKET_NAMES_KOREAN,
  PERIOD_WORDS,
  SELECTION_LABELS,
} from './sports.ko';

/** A refusal's text, its detail (the limit crossed) in brackets: the slip's and the API's. */
export function refusalMessage(refusal: Pick<Refusal, 'reason' | 'detail'>): string {
  const text = BETTING_MESSAGES[refusal.reason];
  return refusal.detail ? `${text} (${refusal.detail})` : text;
}

/** Korean label of a combined outcome ('1 And Over' → '홈승 + 오버'); other names pass through. */
export function combinedOutcomeLabel(name: string): string {
  const parsed = parseCombinedOutcome(name);
  if (!parsed) return name;
  const symbol = { home: '1', away: '2', draw: 'X' }[parsed.result];
  const key = `${symbol} And ${parsed.total === 'over' ? 'Over' : 'Under'}`;
  return COMBINED_OUTCOME_LABELS[key as keyof typeof COMBINED_OUTCOME_LABELS] ?? name;
}

/** The board's Korean name of a market type; a type without one keeps the feed's name. */
export function marketNameKorean(typeId: number, fallback: string): string {
  return MARKET_NAMES_KOREAN[typeId] ?? fallback;
}

/** Korean board label of a selection ('1' of 1X2 → '홈승', '1 And Over' → '홈승 + 오버'). */
export function selectionLabel(kind: MarketKind | undefined, name: string): string {
  if (kind === 'combined') return combinedOutcomeLabel(name);
  if (!kind) return name;
  const table = kind === 'bothScore' || kind === 'anyScore' ? 'yesNo' : kind;
  const labels = SELECTION_LABELS[table] as Readonly<Record<string, string>>;
  return labels[name] ?? name;
}

/** Korean scoreboard label of a period code (spec §9): '2쿼터', '전반전', '하프타임' … */
export function periodLabel(sportId: number, code: number): string {
  const name = periodNameOf(sportId, code);
  if (name.kind === 'numbered') return `${name.number}${PERIOD_WORDS[name.unit]}`;
  if (name.kind === 'football') return FOOTBALL_PERIOD_LABELS[name.code] ?? PERIOD_WORDS.unknown;
  return PERIOD_WORDS[name.word];
}
