import type { ProductFigures, ReportSummary } from '../../../../common/contract/reports.contract';
import { formatDateTime, formatNumber, formatWon } from '../../../../common/domain/format';
import {
  REPORT_HEADERS,
  REPORT_PRODUCT_LABELS,
  REPORT_TEXT,
} from '../../../../common/i18n/reports.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { FixtureLiability } from '../../../../common/contract/reports.contract';
import { CsvButton } from './CsvButton';
import { figureColumns } from './report-columns';
import styles from './Reports.module.css';

const T = REPORT_TEXT;

/** The key figures of the range, each a term and its value (data-figure names it for tests). */
function KeyFigures({ s }: { s: ReportSummary }) {
  const figures: [string, string, string][] = [
    ['deposits', T.deposits, formatWon(s.money.deposits)],
    ['withdrawals', T.withdrawals, formatWon(s.money.withdrawals)],
    ['netDeposits', T.netDeposits, formatWon(s.money.netDeposits)],
    ['ggr', T.ggr, formatWon(s.totals.ggr)],
    ['bonuses', T.bonuses, formatWon(s.bonuses)],
    ['rolling', T.rolling, formatWon(s.rolling)],
    ['ngr', T.ngr, formatWon(s.ngr)],
    ['newMembers', T.newMembers, formatNumber(s.members.new)],
    ['activeMembers', T.activeMembers, formatNumber(s.members.active)],
    ['onlineMembers', T.onlineMembers, formatNumber(s.members.online)],
    ['liability', T.liabilityTotal, formatWon(s.liability.total)],
  ];
  return (
    <dl className={styles.figures} data-testid="report-figures">
      {figures.map(([key, label, value]) => (
        <div key={key} className={styles.figure} data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const [productHeader] = REPORT_HEADERS.products;
const [fixtureHeader, leagueHeader, homeHeader, awayHeader, startsHeader, openHeader] =
  REPORT_HEADERS.liability;

const productColumns: Column<ProductFigures | (ProductFigures & { total: true })>[] = [
  {
    header: productHeader,
    cell: (r) => ('total' in r ? T.total : REPORT_PRODUCT_LABELS[r.product]),
  },
  ...figureColumns<ProductFigures>(),
];

const liabilityColumns: Column<FixtureLiability>[] = [
  { header: fixtureHeader, cell: (r) => r.fixtureId },
  { header: leagueHeader, cell: (r) => r.league },
  { header: `${homeHeader} / ${awayHeader}`, cell: (r) => `${r.home} vs ${r.away}` },
  { header: startsHeader, cell: (r) => (r.startsAt ? formatDateTime(r.startsAt) : '-') },
  { header: openHeader, numeric: true, cell: (r) => formatNumber(r.openBets) },
  { header: REPORT_HEADERS.liability[6], numeric: true, cell: (r) => formatWon(r.stake) },
  { header: REPORT_HEADERS.liability[7], numeric: true, cell: (r) => formatWon(r.liability) },
];

type Props = { summary: ReportSummary | undefined; loading: boolean; error: unknown };

/** Key figures, the products' P&L and the open sports liability of the chosen range. */
export function SummarySection({ summary, loading, error }: Props) {
  const range = summary ? { from: summary.from, to: summary.to } : null;
  const productRows = summary
    ? [
        ...summary.products,
        { ...summary.totals, product: 'sports_prematch' as const, total: true as const },
      ]
    : undefined;
  return (
    <>
      {summary ? <KeyFigures s={summary} /> : null}
      <Card
        id="report-products-title"
        title={T.bettingTitle}
        data-testid="report-products"
        actions={range ? <CsvButton request={{ ...range, table: 'products' }} /> : null}
      >
        <DataTable
          columns={productColumns}
          rows={productRows}
          rowKey={(r) => ('total' in r ? 'total' : r.product)}
          rowProps={(r) => ({ 'data-product': 'total' in r ? 'total' : r.product })}
          loading={loading}
          error={error}
          emptyText={T.empty}
        />
      </Card>
      <Card
        id="report-liability-title"
        title={T.liabilityTitle}
        data-testid="report-liability"
        actions={range ? <CsvButton request={{ ...range, table: 'liability' }} /> : null}
      >
        <DataTable
          columns={liabilityColumns}
          rows={summary?.liability.fixtures}
          rowKey={(r) => r.fixtureId}
          loading={loading}
          error={error}
          emptyText={T.empty}
        />
      </Card>
    </>
  );
}
