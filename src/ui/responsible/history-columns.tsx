import type { ResponsibleHistoryRow } from '../../../common/contract/responsible.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import type { Column } from '../DataTable';

/** A before/after value: won for limits, minutes for the reality check and session limit. */
function valueText(row: ResponsibleHistoryRow, value: number | null): string {
  if (row.action === 'realityCheckSet') {
    return value === null || value === 0 ? RESPONSIBLE.off : RESPONSIBLE.minutes(value);
  }
  if (row.action === 'sessionLimitSet') {
    return value === null ? RESPONSIBLE.none : RESPONSIBLE.minutes(value);
  }
  if (row.limitKind !== null) return value === null ? RESPONSIBLE.none : formatWon(value);
  return '';
}

/**
 * The columns of a responsible-gambling history (every change with its time and its
 * source), shown to the member on /member and to the operator in the member view.
 */
export function responsibleHistoryColumns({
  withNote,
}: {
  withNote: boolean;
}): Column<ResponsibleHistoryRow>[] {
  const columns: Column<ResponsibleHistoryRow>[] = [
    { header: RESPONSIBLE.colAt, cell: (row) => formatDateTime(row.at) },
    {
      header: RESPONSIBLE.colAction,
      cell: (row) =>
        row.limitKind === null
          ? RESPONSIBLE.action[row.action]
          : `${RESPONSIBLE.action[row.action]} · ${RESPONSIBLE.limitKind[row.limitKind]}`,
    },
    { header: RESPONSIBLE.colSource, cell: (row) => RESPONSIBLE.source[row.source] },
    { header: RESPONSIBLE.colBefore, numeric: true, cell: (row) => valueText(row, row.before) },
    { header: RESPONSIBLE.colAfter, numeric: true, cell: (row) => valueText(row, row.after) },
    { header: RESPONSIBLE.colUntil, cell: (row) => formatDateTime(row.until) },
  ];
  return withNote
    ? [...columns, { header: RESPONSIBLE.colNote, cell: (row) => row.note }]
    : columns;
}
