import { useId, useState, type FormEvent } from 'react';
import { fetchReportSummary } from '../../../api/reports.api';
import {
  REPORT_MAX_RANGE_DAYS,
  reportRangeQuerySchema,
} from '../../../../common/contract/reports.contract';
import { REPORT_TEXT } from '../../../../common/i18n/reports.ko';
import { Card } from '../../../ui/Card';
import controls from '../../../ui/controls.module.css';
import { useAsync } from '../../../ui/use-async';
import { ChartsSection } from './ChartsSection';
import { DrilldownSection } from './DrilldownSection';
import { PeopleSection } from './PeopleSection';
import { lastDays, type DateRange } from './report-dates';
import { SummarySection } from './SummarySection';
import styles from './Reports.module.css';

const T = REPORT_TEXT;

type Props = {
  /** The range first shown; today (Asia/Seoul) when absent. */
  initialRange?: DateRange;
};

/**
 * `/admin/reports` (the first thing an operator opens): a range of Seoul days
 * (today by default), its key figures, products' P&L, charts with their tables, the open sports
 * liability, drill-downs, a member's and an agent subtree's figures, and a CSV of every table.
 */
export function ReportsPanel({ initialRange }: Props) {
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState<DateRange>(() => initialRange ?? lastDays(Date.now(), 1));
  const [draft, setDraft] = useState<DateRange>(range);
  const [invalid, setInvalid] = useState(false);
  const summary = useAsync(() => fetchReportSummary(range), [range.from, range.to]);

  const apply = (next: DateRange) => {
    // The server refuses the same ranges (reports.contract.ts); asking it would only fail.
    const ok = reportRangeQuerySchema.safeParse(next).success;
    setInvalid(!ok);
    if (!ok) return;
    setDraft(next);
    setRange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const preset = (days: number) => apply(lastDays(Date.now(), days));

  return (
    <div className={styles.panel} data-testid="admin-reports">
      <Card
        id="report-range-title"
        title={T.title}
        heading="h1"
        actions={
          <form className={controls.row} onSubmit={onSubmit} noValidate>
            <label htmlFor={fromId}>{T.from}</label>
            <input
              id={fromId}
              type="date"
              className={controls.input}
              value={draft.from}
              aria-invalid={invalid || undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
            <label htmlFor={toId}>{T.to}</label>
            <input
              id={toId}
              type="date"
              className={controls.input}
              value={draft.to}
              aria-invalid={invalid || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {T.apply}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              onClick={() => preset(1)}
            >
              {T.today}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              onClick={() => preset(7)}
            >
              {T.last7}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              onClick={() => preset(30)}
            >
              {T.last30}
            </button>
          </form>
        }
      >
        {invalid ? (
          <p role="alert" className={controls.hint}>
            {T.rangeInvalid(REPORT_MAX_RANGE_DAYS)}
          </p>
        ) : null}
      </Card>
      <SummarySection summary={summary.data} loading={summary.loading} error={summary.error} />
      {summary.data ? <ChartsSection summary={summary.data} /> : null}
      <DrilldownSection range={range} />
      <PeopleSection range={range} />
    </div>
  );
}
