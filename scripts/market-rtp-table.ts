/**
 * The return-to-player table of every market: each minigame selection, each live-style table bet
 * and each slot, with its exact probability (enumerated from the game's rules), its default odds
 * and the RTP they make (pushes return the stake).
 *
 *   npm run rtp:table              prints the table
 *   npm run rtp:table -- --write   rewrites the stated tables from the enumerations:
 *                                  common/domain/minigame/market-probabilities.ts and
 *                                  common/domain/casino/market-probabilities.ts
 *
 * The cascade slot's enumeration alone takes seconds to a minute; the whole run a minute or two.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { SLOT_GAMES } from '../common/domain/casino/slots/catalog';
import { exactRtp } from '../common/domain/casino/slots/rtp';
import { enumerateCasinoTableBets } from '../common/domain/casino/probability/table-bets';
import {
  casinoBetRtp,
  type CasinoBetProbability,
} from '../common/domain/casino/market-probabilities';
import { fraction, fractionText, type Fraction } from '../common/domain/exact-fraction';
import { FAMILY_ENGINES } from '../common/domain/minigame/family-registry';
import { rtpPercent, selectionRtp } from '../common/domain/minigame/market-rtp';
import type { SelectionProbability } from '../common/domain/minigame/market-probabilities';
import { enumerateMarketProbabilities } from '../common/domain/minigame/probability/family-spaces';
import { FAMILIES, selectionKey, type FamilyId } from '../common/domain/minigame/types';

const MINIGAME_TABLE = new URL(
  '../common/domain/minigame/market-probabilities.ts',
  import.meta.url,
);
const CASINO_TABLE = new URL('../common/domain/casino/market-probabilities.ts', import.meta.url);
/** The stated table sits between these two lines of each file. */
const BEGIN = '// ---- stated table: written by npm run rtp:table -- --write ----';
const END = '// ---- end of the stated table ----';

const percent = (rtp: Fraction) => `${rtpPercent(rtp).toFixed(2)} %`;

function minigameLines(
  byFamily: ReadonlyMap<FamilyId, Record<string, SelectionProbability>>,
): string[] {
  const lines: string[] = [];
  for (const [family, selections] of byFamily) {
    lines.push(`## ${family}`);
    for (const market of FAMILY_ENGINES[family].markets) {
      for (const { key, oddsHundredths } of market.selections) {
        const id = selectionKey(market.key, key);
        const probability = selections[id]!;
        const push =
          probability.push.numerator === 0n ? '' : ` push ${fractionText(probability.push)}`;
        lines.push(
          `${id}  p ${fractionText(probability.won)}${push}  odds ${(oddsHundredths / 100).toFixed(2)}  RTP ${percent(selectionRtp(probability, oddsHundredths))}`,
        );
      }
    }
  }
  return lines;
}

function casinoLines(bets: readonly CasinoBetProbability[], slots: ReadonlyMap<string, Fraction>) {
  const lines = ['## casino tables'];
  for (const bet of bets) {
    const push = bet.push.numerator === 0n ? '' : ` push ${fractionText(bet.push)}`;
    lines.push(
      `${bet.game} ${bet.bet}  p ${fractionText(bet.won)}${push}  returns ${(bet.returnHundredths / 100).toFixed(2)}  RTP ${percent(casinoBetRtp(bet))}`,
    );
  }
  lines.push('## slots');
  for (const [code, rtp] of slots)
    lines.push(`${code}  RTP ${fractionText(rtp)} = ${percent(rtp)}`);
  return lines;
}

async function replaceStated(file: URL, body: string) {
  const source = await readFile(file, 'utf8');
  const begin = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${file.pathname}: stated-table markers not found`);
  const next = `${source.slice(0, begin + BEGIN.length)}\n${body}\n${source.slice(end)}`;
  const options = await resolveConfig(file.pathname);
  await writeFile(file, await format(next, { ...options, filepath: file.pathname }));
}

const quoted = (value: Fraction) => `'${fractionText(value)}'`;

function minigameSource(byFamily: ReadonlyMap<FamilyId, Record<string, SelectionProbability>>) {
  const families = [...byFamily].map(([family, selections]) => {
    const rows = Object.entries(selections).map(([id, { won, push }]) =>
      push.numerator === 0n
        ? `'${id}': [${quoted(won)}],`
        : `'${id}': [${quoted(won)}, ${quoted(push)}],`,
    );
    return `${family}: {\n${rows.join('\n')}\n},`;
  });
  return `const STATED: Readonly<Record<FamilyId, StatedFamily>> = {\n${families.join('\n')}\n};`;
}

function casinoSource(bets: readonly CasinoBetProbability[], slots: ReadonlyMap<string, Fraction>) {
  const rows = bets.map(
    (bet) =>
      `['${bet.game}', '${bet.bet}', ${quoted(bet.won)}, ${quoted(bet.push)}, ${bet.returnHundredths}],`,
  );
  const slotRows = [...slots].map(([code, rtp]) => `'${code}': ${quoted(rtp)},`);
  return [
    `const STATED_TABLE_BETS: readonly StatedBet[] = [\n${rows.join('\n')}\n];`,
    `const STATED_SLOT_RTP: Readonly<Record<string, string>> = {\n${slotRows.join('\n')}\n};`,
  ].join('\n\n');
}

async function main() {
  const write = process.argv.includes('--write');
  const byFamily = new Map(
    FAMILIES.map((family) => [family, enumerateMarketProbabilities(family)]),
  );
  const bets = enumerateCasinoTableBets();
  const slots = new Map(
    SLOT_GAMES.map((game) => {
      const rtp = exactRtp(game);
      return [game.code, fraction(rtp.numerator, rtp.denominator)] as const;
    }),
  );
  console.log([...minigameLines(byFamily), ...casinoLines(bets, slots)].join('\n'));
  if (write) {
    await replaceStated(MINIGAME_TABLE, minigameSource(byFamily));
    await replaceStated(CASINO_TABLE, casinoSource(bets, slots));
    console.log('stated tables rewritten');
  }
}

await main();
