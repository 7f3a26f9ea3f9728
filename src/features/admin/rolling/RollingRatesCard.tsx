import { useState, type FormEvent } from 'react';
import { fetchRollingRates, saveRollingRates } from '../../../api/admin-rolling.api';
import {
  ROLLING_CATEGORIES,
  ROLLING_RATE_MAX_BP,
  type AdminRollingRateRow,
  type RatesBp,
} from '../../../../common/contract/rolling.contract';
import { ROLLING } from '../../../../common/i18n/rolling.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';

const T = ROLLING.admin;

/**
 * A percentage typed by an operator (`1.5`, `0.25`, `3`) → hundredths of a percent, without a
 * float ever holding the value; null when it is not 0–10 with at most two decimals.
 */
export function parseRatePercent(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= ROLLING_RATE_MAX_BP ? bp : null;
}

/** `150` → `'1.5'`, `5` → `'0.05'`: the value an input starts with. */
export function rateInputText(rateBp: number): string {
  const rest = rateBp % 100;
  const whole = Math.trunc(rateBp / 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

type Drafts = Record<number, Record<keyof RatesBp, string>>;

/** Rolling rates per member and per agent (spec §3, §6), edited row by row (audited). */
export function RollingRatesCard() {
  const [filter, setFilter] = useState({ search: '', type: '' as 1 | 2 | '', page: 1 });
  const [query, setQuery] = useState('');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error, loading, reload } = useAsync(
    () => fetchRollingRates(filter),
    [filter.search, filter.type, filter.page],
  );

  const draftOf = (row: AdminRollingRateRow) =>
    drafts[row.memberId] ??
    (Object.fromEntries(
      ROLLING_CATEGORIES.map((c) => [c, rateInputText(row.ratesBp[c])]),
    ) as Record<keyof RatesBp, string>);

  const onSave = async (row: AdminRollingRateRow) => {
    const draft = draftOf(row);
    const parsed = ROLLING_CATEGORIES.map((c) => [c, parseRatePercent(draft[c])] as const);
    if (parsed.some(([, bp]) => bp === null)) {
      setNotice({ ok: false, text: T.rateInvalid });
      return;
    }
    setBusyId(row.memberId);
    setNotice(null);
    try {
      await saveRollingRates(row.memberId, Object.fromEntries(parsed) as RatesBp);
      setDrafts(({ [row.memberId]: _saved, ...rest }) => rest);
      setNotice({ ok: true, text: `${row.userId}: ${T.saved}` });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<AdminRollingRateRow>[] = [
    { header: T.colMember, cell: (r) => `${r.nickname} (${r.userId})` },
    { header: T.colType, cell: (r) => (r.type === 2 ? T.typeAgent : T.typeMember) },
    { header: T.colAgent, cell: (r) => r.agentUserId ?? '-' },
    ...ROLLING_CATEGORIES.map((c): Column<AdminRollingRateRow> => ({
      header: `${ROLLING.category[c]} %`,
      cell: (r) => (
        <input
          className={controls.input}
          style={{ width: 72, textAlign: 'right' }}
          inputMode="decimal"
          aria-label={T.rateLabel(r.userId, c)}
          data-testid={`rate-input-${c}`}
          value={draftOf(r)[c]}
          onChange={(e) =>
            setDrafts((d) => ({ ...d, [r.memberId]: { ...draftOf(r), [c]: e.target.value } }))
          }
        />
      ),
    })),
    {
      header: T.colActions,
      cell: (r) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.primary}`}
          disabled={busyId === r.memberId}
          onClick={() => void onSave(r)}
        >
          {T.save}
        </button>
      ),
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, search: query.trim(), page: 1 }));
  };

  return (
    <Card
      id="admin-rolling-rates-title"
      title={T.ratesTitle}
      data-testid="admin-rolling-rates"
      actions={
        <form className={styles.inlineForm} onSubmit={onSearch} role="search">
          <label htmlFor="admin-rolling-type">{T.typeFilter}</label>
          <select
            id="admin-rolling-type"
            className={controls.input}
            value={filter.type}
            onChange={(e) =>
              setFilter((f) => ({
                ...f,
                type: e.target.value ? (Number(e.target.value) as 1 | 2) : '',
                page: 1,
              }))
            }
          >
            <option value="">{T.typeAll}</option>
            <option value="1">{T.typeMember}</option>
            <option value="2">{T.typeAgent}</option>
          </select>
          <input
            className={controls.input}
            aria-label={T.search}
            placeholder={T.search}
            maxLength={50}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className={`${controls.btn} ${controls.sm}`}>
            {T.searchButton}
          </button>
        </form>
      }
    >
      <p className={controls.hint} style={{ padding: '12px 16px 0' }}>
        {T.ratesLead}
      </p>
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.memberId}
        rowProps={(r) => ({ 'data-testid': 'admin-rolling-rate-row', 'data-user-id': r.userId })}
        loading={loading}
        error={error}
        emptyText={T.empty}
        pager={pagerOf(data, (page) => setFilter((f) => ({ ...f, page })))}
      />
    </Card>
  );
}
