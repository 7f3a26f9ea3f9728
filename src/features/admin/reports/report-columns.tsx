/**
 * Columns shared by the report tables: the bet figures every table ends with,
 * with tabular numbers right-aligned.
 */
import type { BetFigures } from '../../../../common/contract/reports.contract';
import { formatNumber, formatWon } from '../../../../common/domain/format';
import { REPORT_HEADERS } from '../../../../common/i18n/reports.ko';
import type { Column } from '../../../ui/DataTable';

/** A margin in basis points as a percent with two decimals: 1234 → 12.34%. */
export const formatMargin = (marginBp: number) => `${(marginBp / 100).toFixed(2)}%`;

const [bets, stake, returns, ggr, margin] = REPORT_HEADERS.products.slice(1);

export function figureColumns<R extends BetFigures>(): Column<R>[] {
  return [
    { header: bets, numeric: true, cell: (r) => formatNumber(r.bets) },
    { header: stake, numeric: true, cell: (r) => formatWon(r.stake) },
    { header: returns, numeric: true, cell: (r) => formatWon(r.returns) },
    { header: ggr, numeric: true, cell: (r) => formatWon(r.ggr) },
    { header: margin, numeric: true, cell: (r) => formatMargin(r.marginBp) },
  ];
}
