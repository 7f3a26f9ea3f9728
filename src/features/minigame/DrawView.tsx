import type { CSSProperties, ReactNode } from 'react';
import type { RoundView } from '../../api/minigame.api';
import type { Card as PlayingCard } from '../../../common/domain/minigame/cards';
import type { FamilyId } from '../../../common/domain/minigame/types';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import styles from './DrawView.module.css';

/** The live draw of a drawn round, one CSS-animated view per family (no libraries). */
type Outcome = Record<string, unknown>;

const delay = (i: number, stepS = 0.6): CSSProperties =>
  ({ '--delay': `${i * stepS}s` }) as CSSProperties;

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const DICE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function CardFace({ card, index }: { card: PlayingCard; index: number }) {
  const red = card.suit === 1 || card.suit === 2;
  return (
    <span className={`${styles.card} ${red ? styles.red : ''}`} style={delay(index)}>
      {RANKS[card.rank]}
      {SUITS[card.suit]}
    </span>
  );
}

function Hand({
  label,
  cards,
  from,
  total,
}: {
  label: string;
  cards: readonly PlayingCard[];
  from: number;
  total?: number;
}) {
  return (
    <div className={styles.hand}>
      <span className={styles.handLabel}>
        {label}
        {total !== undefined ? ` ${total}` : ''}
      </span>
      {cards.map((card, i) => (
        <CardFace key={i} card={card} index={from + i} />
      ))}
    </div>
  );
}

const cards = (value: unknown): PlayingCard[] =>
  Array.isArray(value) ? (value as PlayingCard[]) : [];
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

function Powerball({ o }: { o: Outcome }) {
  const balls = Array.isArray(o.balls) ? (o.balls as number[]) : [];
  return (
    <div className={styles.row}>
      {balls.map((ball, i) => (
        <span key={i} className={styles.ball} style={delay(i)}>
          {ball}
        </span>
      ))}
      <span className={`${styles.ball} ${styles.power}`} style={delay(balls.length)}>
        {num(o.powerball)}
      </span>
      <span className={styles.caption} style={delay(balls.length + 1)}>
        {T.sum} {num(o.sum)}
      </span>
    </div>
  );
}

function Ladder({ o }: { o: Outcome }) {
  const start = o.start === 'right' ? 'right' : 'left';
  const lines = o.lines === 4 ? 4 : 3;
  const rungs = Array.from({ length: lines }, (_, i) => 20 + (i * 80) / lines);
  let x = start === 'left' ? 20 : 100;
  let d = `M ${x} 5`;
  for (const y of rungs) {
    d += ` L ${x} ${y} L ${x === 20 ? 100 : 20} ${y}`;
    x = x === 20 ? 100 : 20;
  }
  d += ` L ${x} 115`;
  return (
    <div className={styles.row}>
      <svg viewBox="0 0 120 120" className={styles.ladder} aria-hidden>
        <line x1="20" y1="5" x2="20" y2="115" className={styles.rail} />
        <line x1="100" y1="5" x2="100" y2="115" className={styles.rail} />
        {rungs.map((y) => (
          <line key={y} x1="20" y1={y} x2="100" y2={y} className={styles.rail} />
        ))}
        <path d={d} className={styles.path} pathLength={1} />
      </svg>
      <span className={styles.caption} style={delay(3)}>
        {T.start[start]} {T.lines(lines)} {T.oddEven[String(o.result)] ?? ''}
      </span>
    </div>
  );
}

function Dice({ values }: { values: number[] }) {
  return (
    <div className={styles.row}>
      {values.map((value, i) => (
        <span key={i} className={styles.die} style={delay(i, 0.4)}>
          {DICE[value] ?? value}
        </span>
      ))}
      <span className={styles.caption} style={delay(values.length, 0.4)}>
        {T.sum} {values.reduce((a, b) => a + b, 0)}
      </span>
    </div>
  );
}

function Wheel({ value, color }: { value: number; color?: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.wheel} data-color={color}>
        <span className={styles.wheelNumber}>{value}</span>
      </span>
    </div>
  );
}

function Race({ order }: { order: number[] }) {
  return (
    <ol className={styles.race} aria-label={T.drawOrder}>
      {order.map((runner, place) => (
        <li key={runner} className={styles.lane}>
          <span className={styles.runner}>{runner}</span>
          <span
            className={styles.bar}
            style={
              {
                '--finish': `${100 - place * (60 / order.length)}%`,
                ...delay(place, 0.15),
              } as CSSProperties
            }
          />
        </li>
      ))}
    </ol>
  );
}

function Score({ home, away }: { home: number; away: number }) {
  return (
    <div className={`${styles.row} ${styles.score}`}>
      <span>{T.home}</span>
      <strong className={styles.pop}>{home}</strong>:<strong className={styles.pop}>{away}</strong>
      <span>{T.away}</span>
    </div>
  );
}

function renderFamily(family: FamilyId, o: Outcome): ReactNode {
  switch (family) {
    case 'powerball':
      return <Powerball o={o} />;
    case 'ladder':
      return <Ladder o={o} />;
    case 'baccarat':
      return (
        <>
          <Hand label={T.player} cards={cards(o.player)} from={0} total={num(o.playerPoints)} />
          <Hand label={T.banker} cards={cards(o.banker)} from={3} total={num(o.bankerPoints)} />
        </>
      );
    case 'blackjack':
      return (
        <>
          <Hand label={T.player} cards={cards(o.player)} from={0} total={num(o.playerTotal)} />
          <Hand
            label={T.dealer}
            cards={cards(o.dealer)}
            from={cards(o.player).length}
            total={num(o.dealerTotal)}
          />
        </>
      );
    case 'dragonTiger':
      return (
        <>
          <Hand label={T.dragon} cards={o.dragon ? [o.dragon as PlayingCard] : []} from={0} />
          <Hand label={T.tiger} cards={o.tiger ? [o.tiger as PlayingCard] : []} from={1} />
        </>
      );
    case 'oddEven':
    case 'highLow':
      return <Hand label="" cards={o.card ? [o.card as PlayingCard] : []} from={0} />;
    case 'goStop':
      return (
        <>
          <Hand label={`${T.left} ${T.month(num(o.leftMonth))}`} cards={[]} from={0} />
          <Hand label={`${T.right} ${T.month(num(o.rightMonth))}`} cards={[]} from={1} />
        </>
      );
    case 'sicbo':
    case 'dice':
      return <Dice values={Array.isArray(o.dice) ? (o.dice as number[]) : []} />;
    case 'roulette':
      return <Wheel value={num(o.pocket)} />;
    case 'oneRing':
      return <Wheel value={num(o.segment)} color={String(o.color)} />;
    case 'horseRace':
    case 'dogRace':
      return <Race order={Array.isArray(o.order) ? (o.order as number[]) : []} />;
    case 'soccerMatch':
      return <Score home={num(o.homeGoals)} away={num(o.awayGoals)} />;
    case 'basketballMatch':
      return <Score home={num(o.homePoints)} away={num(o.awayPoints)} />;
  }
}

type Props = { family: FamilyId; round: RoundView | undefined };

export function DrawView({ family, round }: Props) {
  const shown =
    round !== undefined &&
    (round.status === 'drawn' || round.status === 'settled') &&
    round.outcome != null;
  return (
    <section
      className={styles.draw}
      data-testid="minigame-draw"
      data-family={family}
      aria-live="polite"
    >
      <h3 className={styles.title}>
        {T.drawTitle}
        {round ? ` · ${T.round(round.roundNo)}` : ''}
      </h3>
      {round?.status === 'cancelled' ? (
        <p className={styles.muted}>{T.cancelled}</p>
      ) : shown ? (
        <div key={round.roundId} className={styles.stage}>
          {renderFamily(family, round.outcome as Outcome)}
        </div>
      ) : (
        <p className={styles.muted}>{round?.status === 'closed' ? T.drawing : T.waitingRound}</p>
      )}
      {shown && round.resultLabels.length > 0 && (
        <p className={styles.labels}>{round.resultLabels.join(' · ')}</p>
      )}
    </section>
  );
}
