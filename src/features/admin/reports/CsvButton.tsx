import { useState } from 'react';
import { fetchReportCsv, type ReportCsvRequest } from '../../../api/reports.api';
import { errorMessage } from '../../../api/errors';
import { REPORT_CSV_NAMES, REPORT_TEXT } from '../../../../common/i18n/reports.ko';
import controls from '../../../ui/controls.module.css';
import { saveCsv } from './csv-download';

/** Downloads one report table as CSV (the server writes it: UTF-8 with BOM, Korean headers). */
export function CsvButton({ request }: { request: ReportCsvRequest }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      const csv = await fetchReportCsv(request);
      saveCsv(`${REPORT_CSV_NAMES[request.table]}-${request.from}-${request.to}.csv`, csv);
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        onClick={() => void onClick()}
        disabled={busy}
        data-testid={`report-csv-${request.table}`}
      >
        {REPORT_TEXT.csv}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </>
  );
}
