import type { SportsSlipFamily } from '../../machines/sports-slip.entries';
import { writeFrontSlipFamily } from './sports-slip-writes';

/**
 * The slip-front store's input: the book page the member opened says which family's slip the
 * side panel shows. The writer stays private to this folder.
 */
export const frontSlipFamilyShown = (family: SportsSlipFamily): void =>
  writeFrontSlipFamily(family);
