import { useId, useState } from 'react';
import { fetchReportItems } from '../../../api/reports.api';
import {
  REPORT_ITEM_DIMENSIONS,
  type ReportItem,
  type ReportItemDimension,
} from '../../../../common/contract/reports.contract';
import {
  REPORT_DIMENSION_LABELS,
  REPORT_HEADERS,
  REPORT_PRODUCT_LABELS,
  REPORT_TEXT,
} from '../../../../common/i18n/reports.ko';
import { Card } from '../../../ui/Card';
import controls from '../../../ui/controls.module.css';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useAsync } from '../../../ui/use-async';
import { CsvButton } from './CsvButton';
import { figureColumns } from './report-columns';
import type { DateRange } from './report-dates';

const [productHeader, keyHeader, nameHeader] = REPORT_HEADERS.items;
const columns: Column<ReportItem>[] = [
  { header: productHeader, cell: (r) => REPORT_PRODUCT_LABELS[r.product] },
  { header: keyHeader, cell: (r) => r.key },
  { header: nameHeader, cell: (r) => r.name },
  ...figureColumns<ReportItem>(),
];

/** Drill-down of the range per game, league or provider. */
export function DrilldownSection({ range }: { range: DateRange }) {
  const selectId = useId();
  const [by, setBy] = useState<ReportItemDimension>('game');
  const items = useAsync(() => fetchReportItems(range, by), [range.from, range.to, by]);
  return (
    <Card
      id="report-items-title"
      title={REPORT_TEXT.itemsTitle}
      data-testid="report-items"
      actions={
        <div className={controls.row}>
          <label htmlFor={selectId}>{REPORT_TEXT.itemsTitle}</label>
          <select
            id={selectId}
            className={controls.input}
            value={by}
            onChange={(e) => setBy(e.target.value as ReportItemDimension)}
          >
            {REPORT_ITEM_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {REPORT_DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
          <CsvButton request={{ ...range, table: 'items', by }} />
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={items.data?.items}
        rowKey={(r) => `${r.product}:${r.key}`}
        loading={items.loading}
        error={items.error}
        emptyText={REPORT_TEXT.empty}
      />
    </Card>
  );
}
