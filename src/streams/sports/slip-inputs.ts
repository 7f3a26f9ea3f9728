import type { z } from 'zod';
import type { sportsSlipFamilySchema } from '../../../common/contract/sports-bets.contract';
import { writeFrontSlipFamily } from './sports-slip-writes';

type SportsSlipFamily = z.infer<typeof sportsSlipFamilySchema>;

/**
 * The slip-front store's input: the book page the member opened says which family's slip the
 * side panel shows. The writer stays private to this folder.
 */
export const frontSlipFamilyShown = (family: SportsSlipFamily): void =>
  writeFrontSlipFamily(family);
