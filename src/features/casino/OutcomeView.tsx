/**
 * A round's outcome in the member's history, the round's detail (cards, reels):
 * baccarat's two hands with totals and winner, roulette's pocket, or a slot's screens step by step.
 * The outcome arrives as JSON from the provider; each view reads only the fields it draws.
 */
import type { BaccaratOutcome } from '../../../common/domain/casino/tables/baccarat';
import { RED_POCKETS } from '../../../common/domain/casino/tables/roulette';
import type { RouletteOutcome } from '../../../common/domain/casino/tables/roulette';
import type { SlotSpinOutcome } from '../../../common/domain/casino/types';
import { findSlotGame } from '../../../common/domain/casino/slots/catalog';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';
import styles from './History.module.css';

const T = CASINO_TEXT.detail;
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function PlayingCard({ rank, suit }: { rank: number; suit: number }) {
  const red = suit === 1 || suit === 2;
  return (
    <span className={styles.card} data-red={red}>
      {RANKS[rank] ?? '?'}
      {SUITS[suit] ?? ''}
    </span>
  );
}

function Hand({
  label,
  cards,
  points,
}: {
  label: string;
  cards: BaccaratOutcome['player'];
  points: number;
}) {
  return (
    <div className={styles.hand}>
      <strong>{label}</strong>
      <span className={styles.cards}>
        {cards.map((card, i) => (
          <PlayingCard key={i} {...card} />
        ))}
      </span>
      <span>{T.total(points)}</span>
    </div>
  );
}

function BaccaratView({ outcome }: { outcome: BaccaratOutcome }) {
  return (
    <div data-testid="round-detail-baccarat">
      <Hand label={T.player} cards={outcome.player} points={outcome.playerPoints} />
      <Hand label={T.banker} cards={outcome.banker} points={outcome.bankerPoints} />
      <p>
        {T.winner}: <strong data-testid="round-detail-winner">{T[outcome.winner]}</strong>
      </p>
    </div>
  );
}

function RouletteView({ outcome }: { outcome: RouletteOutcome }) {
  const colour = outcome.pocket === 0 ? 'green' : RED_POCKETS.has(outcome.pocket) ? 'red' : 'black';
  return (
    <p data-testid="round-detail-roulette">
      {T.pocket}:{' '}
      <span className={styles.pocket} data-colour={colour}>
        {outcome.pocket}
      </span>
    </p>
  );
}

function SlotView({ drawCode, outcome }: { drawCode: string; outcome: SlotSpinOutcome }) {
  const names = new Map(findSlotGame(drawCode)?.symbols.map((s) => [s.id, s.name]) ?? []);
  return (
    <ol className={styles.steps} data-testid="round-detail-slot">
      {outcome.steps.map((step, index) => {
        const winning = new Set(step.wins.flatMap((w) => w.cells.map(([r, c]) => `${r}:${c}`)));
        const rows = step.screen[0]?.length ?? 0;
        return (
          <li key={index} className={styles.step}>
            <span className={styles.stepTitle}>
              {T.step(index, T.phases[step.phase] ?? step.phase)}
              {step.wins.length > 0 && ` · ${T.stepWin(step.wins.reduce((s, w) => s + w.pay, 0))}`}
            </span>
            <span
              className={styles.reels}
              style={{ gridTemplateColumns: `repeat(${step.screen.length}, 52px)` }}
            >
              {Array.from({ length: rows }, (_, row) =>
                step.screen.map((reel, r) => (
                  <span
                    key={`${r}:${row}`}
                    className={styles.symbol}
                    data-win={winning.has(`${r}:${row}`)}
                    data-symbol={reel[row]}
                  >
                    {names.get(reel[row] ?? '') ?? reel[row]}
                  </span>
                )),
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function OutcomeView({ drawCode, outcome }: { drawCode: string; outcome: unknown }) {
  if (outcome === null || typeof outcome !== 'object') return <p>{T.noOutcome}</p>;
  if (drawCode === 'baccarat') return <BaccaratView outcome={outcome as BaccaratOutcome} />;
  if (drawCode === 'roulette') return <RouletteView outcome={outcome as RouletteOutcome} />;
  return <SlotView drawCode={drawCode} outcome={outcome as SlotSpinOutcome} />;
}
