/**
 * Card games (docs/fairness-minigames.md §4 and §6): odd-even, high-low, go-stop, dragon tiger,
 * baccarat and blackjack.
 */
import type { RoundStream } from './stream';

interface Card {
  rank: number;
  suit: number;
}

const card52 = (index: number): Card => ({ rank: (index % 13) + 1, suit: Math.floor(index / 13) });

const SHOE_CARDS = 8 * 52;

/** A fresh 8-deck shoe, dealt one Fisher–Yates step per card (§4). */
class Shoe {
  private readonly positions = Array.from({ length: SHOE_CARDS }, (_, at) => at % 52);
  private dealt = 0;
  constructor(private readonly stream: RoundStream) {}
  async deal(): Promise<Card> {
    const k = this.dealt;
    const j = k + (await this.stream.below(SHOE_CARDS - k));
    const here = this.positions[k] ?? 0;
    this.positions[k] = this.positions[j] ?? 0;
    this.positions[j] = here;
    this.dealt += 1;
    return card52(this.positions[k] ?? 0);
  }
}

export async function oddEven(stream: RoundStream) {
  const i = await stream.below(48);
  return { card: { rank: (i % 12) + 1, suit: Math.floor(i / 12) } };
}

export async function highLow(stream: RoundStream) {
  return { card: card52(await stream.below(52)) };
}

const HWATU = Array.from({ length: 48 }, (_, at) => at);
const month = (hwatu: number) => Math.floor(hwatu / 4) + 1;

export async function goStop(stream: RoundStream) {
  const [leftCard = 0, rightCard = 0] = await stream.pick(HWATU, 2);
  const leftMonth = month(leftCard);
  const rightMonth = month(rightCard);
  let winner = 'tie';
  if (leftMonth > rightMonth) winner = 'left';
  if (rightMonth > leftMonth) winner = 'right';
  return { leftCard, rightCard, leftMonth, rightMonth, winner };
}

export async function dragonTiger(stream: RoundStream) {
  const shoe = new Shoe(stream);
  const dragon = await shoe.deal();
  const tiger = await shoe.deal();
  let winner = 'tie';
  if (dragon.rank > tiger.rank) winner = 'dragon';
  if (tiger.rank > dragon.rank) winner = 'tiger';
  return { dragon, tiger, winner };
}

const baccaratValue = (card: Card) => (card.rank <= 9 ? card.rank : 0);
const baccaratPoints = (hand: readonly Card[]) =>
  hand.map(baccaratValue).reduce((a, b) => a + b, 0) % 10;

/** The banker's third-card table (§6), by the banker's two-card points and the player's third. */
function bankerTakes(points: number, playerThird: number | null): boolean {
  if (playerThird === null) return points <= 5;
  if (points <= 2) return true;
  if (points === 3) return playerThird !== 8;
  if (points === 4) return playerThird >= 2 && playerThird <= 7;
  if (points === 5) return playerThird >= 4 && playerThird <= 7;
  if (points === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export async function baccarat(stream: RoundStream) {
  const shoe = new Shoe(stream);
  const p1 = await shoe.deal();
  const b1 = await shoe.deal();
  const p2 = await shoe.deal();
  const b2 = await shoe.deal();
  const player = [p1, p2];
  const banker = [b1, b2];
  const bankerTwo = baccaratPoints(banker);
  if (baccaratPoints(player) < 8 && bankerTwo < 8) {
    let playerThird: number | null = null;
    if (baccaratPoints(player) <= 5) {
      const third = await shoe.deal();
      player.push(third);
      playerThird = baccaratValue(third);
    }
    if (bankerTakes(bankerTwo, playerThird)) banker.push(await shoe.deal());
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  let winner = 'tie';
  if (playerPoints > bankerPoints) winner = 'player';
  if (bankerPoints > playerPoints) winner = 'banker';
  return { player, banker, playerPoints, bankerPoints, winner };
}

function blackjackTotal(hand: readonly Card[]): number {
  const hard = hand.reduce((sum, card) => sum + (card.rank > 10 ? 10 : card.rank), 0);
  const hasAce = hand.some((card) => card.rank === 1);
  return hasAce && hard + 10 <= 21 ? hard + 10 : hard;
}

const natural21 = (hand: readonly Card[]) => hand.length === 2 && blackjackTotal(hand) === 21;

export async function blackjack(stream: RoundStream) {
  const shoe = new Shoe(stream);
  const p1 = await shoe.deal();
  const d1 = await shoe.deal();
  const p2 = await shoe.deal();
  const d2 = await shoe.deal();
  const player = [p1, p2];
  const dealer = [d1, d2];
  const result = (winner: string) => ({
    player,
    dealer,
    playerTotal: blackjackTotal(player),
    dealerTotal: blackjackTotal(dealer),
    winner,
  });
  const playerNatural = natural21(player);
  const dealerNatural = natural21(dealer);
  if (playerNatural && dealerNatural) return result('push');
  if (playerNatural) return result('player');
  if (dealerNatural) return result('dealer');
  while (blackjackTotal(player) < 17) player.push(await shoe.deal());
  if (blackjackTotal(player) > 21) return result('dealer');
  while (blackjackTotal(dealer) < 17) dealer.push(await shoe.deal());
  const p = blackjackTotal(player);
  const d = blackjackTotal(dealer);
  if (d > 21 || p > d) return result('player');
  return result(d > p ? 'dealer' : 'push');
}
