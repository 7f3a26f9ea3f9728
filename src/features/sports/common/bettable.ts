/**
 * Whether an odds button is clickable: the selection is open (status 1;
 * an operator suspension reaches the client as status 2) and its fixture is in the state its book
 * bets on — prematch: not started (1) or about to start (9); in-play: in progress (2).
 *
 * The start time is not compared with the browser's clock: the server's clock may be simulated,
 * and it announces a started fixture itself (`prematchFixture`), which changes the status here.
 */
import { FIXTURE_STATUS, SELECTION_STATUS } from '../../../../common/contract/sports.contract';

export type BookKind = 'prematch' | 'inplay';

export function isFixtureBettable(status: number | undefined, book: BookKind): boolean {
  if (status === undefined) return false;
  if (book === 'inplay') return status === FIXTURE_STATUS.inProgress;
  return status === FIXTURE_STATUS.notStarted || status === FIXTURE_STATUS.aboutToStart;
}

export function isSelectionBettable(
  selectionStatus: number | undefined,
  fixtureStatus: number | undefined,
  book: BookKind,
): boolean {
  return selectionStatus === SELECTION_STATUS.open && isFixtureBettable(fixtureStatus, book);
}
