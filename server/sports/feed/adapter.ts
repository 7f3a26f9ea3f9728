/**
 * What the feed job needs from a sports feed: the book's state at an instant,
 * fixture by fixture, in TRADE360 shapes. The simulator computes it from (seed, time); a
 * licensed LSports feed folds its pushed messages into the same state (trade360-state.ts) and
 * answers from memory. The job diffs it against the tables and writes only changes.
 */
import type { T360Event } from './trade360';

/** One fixture as the feed knows it: metadata + livescore, and its two books' markets. */
export interface FeedFixture {
  /** Fixture, Livescore (absent before the start) and the prematch package's Markets. */
  prematch: T360Event;
  /** The in-play package's event (Markets only); null while it has no in-play coverage yet. */
  inplay: T360Event | null;
  /** Covered live: an in-play book will exist once it starts. */
  hasInplay: boolean;
}

export interface SportsFeedAdapter {
  /**
   * Every fixture the feed offers or recently finished at `now`. An adapter returns the same
   * object for a fixture that did not change since its previous answer, so the job can skip it.
   */
  snapshot(now: Date): readonly FeedFixture[];
  /**
   * Fixtures the book still holds unfinished that the snapshot no longer lists (a clock jump,
   * a restart after a long stop): their state at `now` when the feed knows them.
   */
  lookup(fixtureIds: readonly number[], now: Date): readonly FeedFixture[];
}
