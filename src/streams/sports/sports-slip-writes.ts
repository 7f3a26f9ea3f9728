import type { SportsSlipFamily } from '../../machines/sports-slip.entries';
import { sportsSlipFrontStore } from '../../stores/sports-slip.store';

/** The only writer of the slip-front store. */
export function writeFrontSlipFamily(family: SportsSlipFamily): void {
  if (sportsSlipFrontStore.getState().family !== family) sportsSlipFrontStore.setState({ family });
}
