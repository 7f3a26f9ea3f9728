/**
 * Stakes and returns made into the figures every report shows: GGR is what
 * the house kept (stake − returns) and the margin is GGR per stake in basis points.
 */
import {
  REPORT_PRODUCTS,
  type BetFigures,
  type ProductFigures,
  type ReportProduct,
} from '../../common/contract/reports.contract';

export interface BetSums {
  bets: number;
  stake: number;
  returns: number;
}

export const NO_BETS: BetSums = { bets: 0, stake: 0, returns: 0 };

export function figuresOf(sums: BetSums): BetFigures {
  const ggr = sums.stake - sums.returns;
  // Rounded toward zero: a margin is shown, never summed, so the rounding cannot add up.
  const marginBp = sums.stake === 0 ? 0 : Math.trunc((ggr * 10_000) / sums.stake);
  return { bets: sums.bets, stake: sums.stake, returns: sums.returns, ggr, marginBp };
}

export function addSums(a: BetSums, b: BetSums): BetSums {
  return { bets: a.bets + b.bets, stake: a.stake + b.stake, returns: a.returns + b.returns };
}

/** Every product in REPORT_PRODUCTS order (0 where it had no bets), and their total. */
export function productTable(byProduct: ReadonlyMap<string, BetSums>): {
  products: ProductFigures[];
  totals: BetFigures;
} {
  let total = NO_BETS;
  const products = REPORT_PRODUCTS.map((product: ReportProduct) => {
    const sums = byProduct.get(product) ?? NO_BETS;
    total = addSums(total, sums);
    return { product, ...figuresOf(sums) };
  });
  return { products, totals: figuresOf(total) };
}
