/**
 * Parsing of the operator's minigame inputs. Odds are integer hundredths and money integer won
 * (docs/architecture.md §5): text is parsed with integer arithmetic only, never through a float.
 */
import type { MinigameGame } from '../../../../common/domain/minigame/catalog';
import {
  exceeds,
  FULL_RETURN,
  rowsAboveFullReturn,
  rtpText,
  selectionRtpOf,
} from '../../../../common/domain/minigame/market-rtp';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import {
  oddsAboveFullReturnMessage,
  rtpAboveFullReturnText,
} from '../../../../common/i18n/market-rtp.ko';
import { marketName, selectionName } from '../../../../common/i18n/minigame-names.ko';

const T = ADMIN.minigame;

export const MIN_ODDS_HUNDREDTHS = 100;
export const MAX_ODDS_HUNDREDTHS = 100_000;

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

const ODDS_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** '1.95' → 195, '2' → 200, '1.5' → 150; refuses other shapes and odds outside 1.00–1000.00. */
export function parseOddsHundredths(text: string): Parsed {
  const match = ODDS_PATTERN.exec(text.trim());
  if (!match) return { ok: false, error: T.oddsFormat };
  const whole = Number.parseInt(match[1]!, 10);
  const fraction = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  const value = whole * 100 + fraction;
  if (value < MIN_ODDS_HUNDREDTHS || value > MAX_ODDS_HUNDREDTHS) {
    return { ok: false, error: T.oddsRange };
  }
  return { ok: true, value };
}

const WON_PATTERN = /^\d{1,3}(?:,\d{3})*$|^\d+$/;

/** '10,000' or '10000' → 10000; a positive safe integer of won, nothing else. */
export function parseWon(text: string): Parsed {
  const trimmed = text.trim();
  if (!WON_PATTERN.test(trimmed)) return { ok: false, error: T.wonInvalid };
  const digits = trimmed.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { ok: false, error: T.wonInvalid };
  const value = Number.parseInt(digits, 10);
  if (!Number.isSafeInteger(value) || value < 1) return { ok: false, error: T.wonInvalid };
  return { ok: true, value };
}

export type OddsEntry = { key: string; market: string; selection: string };

/**
 * The odds keys of a game's setting in the catalog's market order (keys the catalog does not know
 * follow, sorted), each with its Korean market and selection names.
 */
export function oddsEntries(game: MinigameGame | undefined, keys: readonly string[]): OddsEntry[] {
  const known = new Set(keys);
  const ordered: string[] = [];
  for (const market of game?.markets ?? []) {
    for (const selection of market.selections) {
      const key = `${market.key}.${selection.key}`;
      if (known.delete(key)) ordered.push(key);
    }
  }
  ordered.push(...[...known].sort());
  return ordered.map((key) => {
    const [marketKey = '', selectionKey = ''] = key.split('.');
    return {
      key,
      market: game ? marketName(game, marketKey) : marketKey,
      selection: game ? selectionName(game, marketKey, selectionKey) : selectionKey,
    };
  });
}

export type RtpPreview = { text: string; aboveFullReturn: boolean };

/** The 환수율 the typed odds make ('93.23%'), or '-' while the odds do not parse. */
export function oddsRtpPreview(
  game: MinigameGame | undefined,
  key: string,
  oddsText: string,
): RtpPreview {
  const parsed = parseOddsHundredths(oddsText);
  const rtp = game && parsed.ok ? selectionRtpOf(game, key, parsed.value) : undefined;
  if (!rtp) return { text: '-', aboveFullReturn: false };
  return { text: rtpText(rtp), aboveFullReturn: exceeds(rtp, FULL_RETURN) };
}

export type Refusals = {
  /** `odds:<key>` → the figure beside the input. */
  fields: Record<string, string>;
  /** The server's sentences, naming each market: the form's notice. */
  messages: string[];
};

/** The odds above 100 % RTP, refused as the server refuses them. */
export function refusedOdds(
  game: MinigameGame | undefined,
  odds: Readonly<Record<string, number>>,
): Refusals {
  const rows = game ? rowsAboveFullReturn(game, odds) : [];
  return {
    fields: Object.fromEntries(rows.map((row) => [`odds:${row.key}`, rtpAboveFullReturnText(row)])),
    messages: rows.map((row) => oddsAboveFullReturnMessage(game!, row)),
  };
}
