import type { z } from 'zod';
import type { sportsSlipFamilySchema } from '../../../common/contract/sports-bets.contract';
import { sportsSlipFrontStore } from '../../stores/sports-slip.store';

type SportsSlipFamily = z.infer<typeof sportsSlipFamilySchema>;

/** The only writer of the slip-front store. */
export function writeFrontSlipFamily(family: SportsSlipFamily): void {
  if (sportsSlipFrontStore.getState().family !== family) sportsSlipFrontStore.setState({ family });
}
