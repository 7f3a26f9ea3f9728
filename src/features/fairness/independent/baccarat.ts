/**
 * Baccarat (docs/fairness.md §5): a fresh 416-card shoe dealt by lazy Fisher-Yates, then the
 * punto banco third-card rules.
 */
import { HmacStream, type OutcomeInputs } from './hmac-stream';

export interface PlayingCard {
  readonly rank: number;
  readonly suit: number;
}

export interface BaccaratResult {
  readonly player: PlayingCard[];
  readonly banker: PlayingCard[];
  readonly playerPoints: number;
  readonly bankerPoints: number;
  readonly winner: 'player' | 'banker' | 'tie';
}

const SHOE_CARDS = 8 * 52;

/** The player's third-card points for which a banker holding b (index) draws (§5 table). */
const BANKER_DRAWS_ON: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 9],
  [2, 3, 4, 5, 6, 7],
  [4, 5, 6, 7],
  [6, 7],
  [],
];

class EightDeckShoe {
  private readonly positions = Array.from({ length: SHOE_CARDS }, (_, index) => index);
  private dealt = 0;
  constructor(private readonly stream: HmacStream) {}

  async deal(): Promise<PlayingCard> {
    const k = this.dealt;
    const j = k + (await this.stream.below(SHOE_CARDS - k));
    const atJ = this.positions[j] as number;
    this.positions[j] = this.positions[k] as number;
    this.positions[k] = atJ;
    this.dealt += 1;
    const inDeck = atJ % 52;
    return { rank: (inDeck % 13) + 1, suit: Math.floor(inDeck / 13) };
  }
}

const valueOf = (card: PlayingCard) => (card.rank < 10 ? card.rank : 0);
const points = (hand: readonly PlayingCard[]) =>
  hand.reduce((sum, card) => sum + valueOf(card), 0) % 10;

export async function baccaratOutcome(inputs: OutcomeInputs): Promise<BaccaratResult> {
  const shoe = new EightDeckShoe(await HmacStream.open(inputs));
  const player: PlayingCard[] = [];
  const banker: PlayingCard[] = [];
  for (let round = 0; round < 2; round += 1) {
    player.push(await shoe.deal());
    banker.push(await shoe.deal());
  }
  const natural = Math.max(points(player), points(banker)) >= 8;
  if (!natural) {
    const bankerTwoCards = points(banker);
    if (points(player) <= 5) {
      const third = await shoe.deal();
      player.push(third);
      if ((BANKER_DRAWS_ON[bankerTwoCards] as readonly number[]).includes(valueOf(third))) {
        banker.push(await shoe.deal());
      }
    } else if (bankerTwoCards <= 5) {
      banker.push(await shoe.deal());
    }
  }
  const playerPoints = points(player);
  const bankerPoints = points(banker);
  let winner: BaccaratResult['winner'] = 'tie';
  if (playerPoints > bankerPoints) winner = 'player';
  if (bankerPoints > playerPoints) winner = 'banker';
  return { player, banker, playerPoints, bankerPoints, winner };
}
