import type { Clock } from './clock';

/**
 * A clock that can be stepped forward (tests and the browser test "step the clock").
 * It adds an offset to a base clock; only the dev clock routes move it, and only when the config
 * allows simulated time, so production keeps real time.
 */
export class SteppableClock {
  private offset = 0;
  constructor(private readonly base: Clock) {}

  readonly now: Clock = () => new Date(this.base().getTime() + this.offset);

  get offsetMs(): number {
    return this.offset;
  }

  advance(seconds: number): Date {
    this.offset += seconds * 1000;
    return this.now();
  }
}
