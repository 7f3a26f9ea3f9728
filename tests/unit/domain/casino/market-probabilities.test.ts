// @vitest-environment node
/**
 * The demo provider's stated probabilities against their enumeration through the games' own
 * return functions and reel strips, and the house edge of every bet and slot (at most 99 %).
 */
import { describe, expect, it } from 'vitest';
import {
  CASINO_TABLE_BETS,
  casinoBetRtp,
  SLOT_EXACT_RTP,
} from '../../../../common/domain/casino/market-probabilities';
import { enumerateCasinoTableBets } from '../../../../common/domain/casino/probability/table-bets';
import { SLOT_CATALOG, SLOT_GAMES } from '../../../../common/domain/casino/slots/catalog';
import { exactRtp } from '../../../../common/domain/casino/slots/rtp';
import {
  fraction,
  fractionsEqual,
  fractionText,
  type Fraction,
} from '../../../../common/domain/exact-fraction';
import {
  DEFAULT_RETURN_CEILING,
  exceeds,
  rtpPercent,
} from '../../../../common/domain/minigame/market-rtp';

describe('stated casino probabilities', () => {
  // Baccarat plays about a million deals of the 8-deck shoe: seconds.
  it('every table bet equals its enumeration through the table return functions', () => {
    const enumerated = enumerateCasinoTableBets();
    expect(CASINO_TABLE_BETS.map((bet) => `${bet.game} ${bet.bet}`)).toEqual(
      enumerated.map((bet) => `${bet.game} ${bet.bet}`),
    );
    CASINO_TABLE_BETS.forEach((stated, index) => {
      const found = enumerated[index]!;
      const label = `${stated.game} ${stated.bet} (npm run rtp:table -- --write)`;
      expect(fractionsEqual(stated.won, found.won), label).toBe(true);
      expect(fractionsEqual(stated.push, found.push), label).toBe(true);
      expect(stated.returnHundredths, label).toBe(found.returnHundredths);
    });
  }, 60_000);

  // The cascade's enumeration is checked in slot-rtp.test.ts (seconds of its own).
  it.each(['classic-3x3', 'video-5x3'])('%s: the stated RTP is exactRtp of the strips', (code) => {
    const rtp = exactRtp(SLOT_CATALOG[code]!);
    expect(SLOT_EXACT_RTP[code]).toEqual(fraction(rtp.numerator, rtp.denominator));
  });

  it('states every slot of the catalogue', () => {
    expect(Object.keys(SLOT_EXACT_RTP)).toEqual(SLOT_GAMES.map((game) => game.code));
  });
});

describe('house edge of the casino games', () => {
  it('no bet or slot returns more than 99 % (the table: bet, probability, return, RTP)', () => {
    const rows: [string, Fraction][] = [
      ...CASINO_TABLE_BETS.map((bet): [string, Fraction] => {
        const push = bet.push.numerator === 0n ? '' : ` push ${fractionText(bet.push)}`;
        return [
          `${bet.game} ${bet.bet}  p ${fractionText(bet.won)}${push}  returns ${(bet.returnHundredths / 100).toFixed(2)}`,
          casinoBetRtp(bet),
        ];
      }),
      ...Object.entries(SLOT_EXACT_RTP).map(([code, rtp]): [string, Fraction] => [
        `slot ${code}  RTP ${fractionText(rtp)}`,
        rtp,
      ]),
    ];
    console.log(
      rows.map(([line, rtp]) => `${line}  RTP ${rtpPercent(rtp).toFixed(2)} %`).join('\n'),
    );
    const above = rows.filter(([, rtp]) => exceeds(rtp, DEFAULT_RETURN_CEILING)).map(([l]) => l);
    expect(above, 'casino bets above 99 % RTP').toEqual([]);
  });
});
