import { useMemo } from 'react';
import {
  REPORT_PRODUCTS,
  type ReportDay,
  type ReportSummary,
} from '../../../../common/contract/reports.contract';
import { formatNumber, formatWon } from '../../../../common/domain/format';
import {
  REPORT_HEADERS,
  REPORT_PRODUCT_LABELS,
  REPORT_TEXT,
} from '../../../../common/i18n/reports.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { CsvButton } from './CsvButton';
import { ReportChart, type ChartSeries } from './ReportChart';
import { chartX } from './report-dates';
import styles from './Reports.module.css';

const T = REPORT_TEXT;
const PRODUCT_COLORS = ['#4e9af1', '#f1a94e', '#7ed67e', '#c77dff', '#f16d6d', '#4ed6c8'];
const [dayHeader, depositHeader, withdrawalHeader, newHeader, activeHeader, ggrHeader] =
  REPORT_HEADERS.days;

const dayColumns: Column<ReportDay>[] = [
  { header: dayHeader, cell: (d) => d.day },
  ...REPORT_PRODUCTS.map((product) => ({
    header: REPORT_PRODUCT_LABELS[product],
    numeric: true,
    cell: (d: ReportDay) => formatWon(d.ggr[product]),
  })),
  {
    header: ggrHeader,
    numeric: true,
    cell: (d) => formatWon(Object.values(d.ggr).reduce((a, b) => a + b, 0)),
  },
  { header: depositHeader, numeric: true, cell: (d) => formatWon(d.deposits) },
  { header: withdrawalHeader, numeric: true, cell: (d) => formatWon(d.withdrawals) },
  { header: newHeader, numeric: true, cell: (d) => formatNumber(d.newMembers) },
  { header: activeHeader, numeric: true, cell: (d) => formatNumber(d.activeMembers) },
];

/** The three charts of the range's days, with the same figures per day in the table beside. */
export function ChartsSection({ summary }: { summary: ReportSummary }) {
  const { days } = summary;
  const x = useMemo(() => days.map((d) => chartX(d.day)), [days]);
  const charts = useMemo(() => {
    const ggr: ChartSeries[] = REPORT_PRODUCTS.map((product, i) => ({
      label: REPORT_PRODUCT_LABELS[product],
      color: PRODUCT_COLORS[i]!,
      values: days.map((d) => d.ggr[product]),
    }));
    const money: ChartSeries[] = [
      { label: T.deposits, color: '#4e9af1', values: days.map((d) => d.deposits) },
      { label: T.withdrawals, color: '#f16d6d', values: days.map((d) => d.withdrawals) },
    ];
    const active: ChartSeries[] = [
      { label: T.activeMembers, color: '#7ed67e', values: days.map((d) => d.activeMembers) },
    ];
    return { ggr, money, active };
  }, [days]);

  return (
    <Card
      id="report-days-title"
      title={T.chartGgr}
      data-testid="report-days"
      actions={<CsvButton request={{ from: summary.from, to: summary.to, table: 'days' }} />}
    >
      <div className={styles.pair}>
        <div>
          <ReportChart
            title={T.chartGgr}
            testId="report-chart-ggr"
            x={x}
            series={charts.ggr}
            from={summary.from}
            to={summary.to}
          />
          <ReportChart
            title={T.chartMoney}
            testId="report-chart-money"
            x={x}
            series={charts.money}
            from={summary.from}
            to={summary.to}
          />
          <ReportChart
            title={T.chartActive}
            testId="report-chart-active"
            x={x}
            series={charts.active}
            from={summary.from}
            to={summary.to}
            integer
          />
        </div>
        <DataTable
          columns={dayColumns}
          rows={days}
          rowKey={(d) => d.day}
          rowProps={(d) => ({ 'data-day': d.day })}
          loading={false}
          error={null}
          emptyText={T.empty}
        />
      </div>
    </Card>
  );
}
