/**
 * Outcome spaces of the families whose draw is a fixed series of uniformInt calls: the family's own
 * draw() is run on every combination of stream values. uniformInt(stream, n) returns a value v < n
 * unchanged (it is below the rejection limit and v mod n = v), so feeding every v in 0..n-1 for
 * each call visits every equally likely draw exactly once. The radices are the n of each call,
 * in order, as each family's header documents them; a draw that reads more or fewer values than
 * listed is an error, so a changed draw cannot go unnoticed here.
 */
import type { RandomStream } from '../random-stream';
import type { OutcomeSpace } from './outcome-space';

class ListedValues implements RandomStream {
  private position = 0;
  constructor(
    private readonly values: readonly number[],
    private readonly afterList: 'refuse' | 'zeros',
  ) {}
  nextUint32(): number {
    const value = this.values[this.position];
    this.position += 1;
    if (value !== undefined) return value;
    if (this.afterList === 'zeros') return 0;
    throw new Error('the draw reads more values than its listed radices');
  }
  get consumed(): number {
    return this.position;
  }
}

function everyDraw<O>(
  draw: (stream: RandomStream) => O,
  radices: readonly number[],
  afterList: 'refuse' | 'zeros',
  visit: (outcome: O, weight: bigint) => void,
): void {
  const values = radices.map(() => 0);
  for (;;) {
    const stream = new ListedValues(values, afterList);
    const outcome = draw(stream);
    if (afterList === 'refuse' && stream.consumed !== radices.length) {
      throw new Error(`the draw read ${stream.consumed} values, not ${radices.length}`);
    }
    visit(outcome, 1n);
    // Next combination, last call fastest (a mixed-radix counter).
    let call = radices.length - 1;
    while (call >= 0 && values[call] === (radices[call] as number) - 1) {
      values[call] = 0;
      call -= 1;
    }
    if (call < 0) return;
    values[call] = (values[call] as number) + 1;
  }
}

const product = (radices: readonly number[]) => radices.reduce((total, n) => total * BigInt(n), 1n);

/** Every draw of a family that makes exactly these uniformInt calls, each equally likely. */
export function uniformDrawSpace<O>(
  draw: (stream: RandomStream) => O,
  radices: readonly number[],
): OutcomeSpace<O> {
  return {
    total: product(radices),
    forEach: (visit) => everyDraw(draw, radices, 'refuse', visit),
  };
}

/**
 * Every value of the draw's first calls, the later calls held at 0: exact for markets that read
 * only what the listed calls decide (a race's winner is its first weighted pick; the finishing
 * order behind it settles no market).
 */
export function leadingDrawSpace<O>(
  draw: (stream: RandomStream) => O,
  radices: readonly number[],
): OutcomeSpace<O> {
  return {
    total: product(radices),
    forEach: (visit) => everyDraw(draw, radices, 'zeros', visit),
  };
}
