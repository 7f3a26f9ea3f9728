import { useState } from 'react';
import {
  fetchAdminSportsLimits,
  updateAdminSportsLimits,
  type LevelLimits,
} from '../../../api/admin-sports.api';
import { SPORTS_ADMIN as T } from '../../../../common/i18n/sports-admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';

type Field = 'minStakeWon' | 'maxStakeWon' | 'maxPayoutWon' | 'maxSelections';
const FIELDS: { key: Field; label: string }[] = [
  { key: 'minStakeWon', label: T.minStake },
  { key: 'maxStakeWon', label: T.maxStake },
  { key: 'maxPayoutWon', label: T.maxPayout },
  { key: 'maxSelections', label: T.maxSelections },
];

/** Whole, positive, safe integers (max selections at most 20); commas allowed while typing. */
export function parseLimits(level: number, draft: Record<Field, string>): LevelLimits | null {
  const values = FIELDS.map(({ key }) => Number(draft[key].replace(/,/g, '').trim()));
  if (values.some((v) => !Number.isSafeInteger(v) || v < 1)) return null;
  const [minStakeWon, maxStakeWon, maxPayoutWon, maxSelections] = values as [
    number,
    number,
    number,
    number,
  ];
  if (maxSelections > 20) return null;
  return { level, minStakeWon, maxStakeWon, maxPayoutWon, maxSelections };
}

const draftOf = (l: LevelLimits): Record<Field, string> => ({
  minStakeWon: String(l.minStakeWon),
  maxStakeWon: String(l.maxStakeWon),
  maxPayoutWon: String(l.maxPayoutWon),
  maxSelections: String(l.maxSelections),
});

/** Per-level limits (min/max stake, max payout, max selections), one row and save per level. */
export function SportsLimitsCard() {
  const { data, error, loading, reload } = useAsync(fetchAdminSportsLimits, []);
  const [drafts, setDrafts] = useState<Record<number, Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const draft = (l: LevelLimits) => drafts[l.level] ?? draftOf(l);
  const onSave = async (l: LevelLimits) => {
    const parsed = parseLimits(l.level, draft(l));
    if (!parsed) {
      setNotice({ ok: false, text: T.limitsInvalid });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await updateAdminSportsLimits(parsed);
      setNotice({ ok: true, text: T.limitsSaved(l.level) });
      setDrafts(({ [l.level]: _saved, ...rest }) => rest);
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<LevelLimits>[] = [
    { header: T.level, cell: (l) => T.levelLabel(l.level) },
    ...FIELDS.map(({ key, label }): Column<LevelLimits> => ({
      header: label,
      numeric: true,
      cell: (l) => (
        <input
          aria-label={`${T.levelLabel(l.level)} ${label}`}
          className={controls.input}
          style={{ width: 130, minHeight: 30, textAlign: 'right' }}
          inputMode="numeric"
          value={draft(l)[key]}
          onChange={(e) =>
            setDrafts((prev) => ({ ...prev, [l.level]: { ...draft(l), [key]: e.target.value } }))
          }
        />
      ),
    })),
    {
      header: T.colActions,
      cell: (l) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.primary}`}
          disabled={busy}
          onClick={() => void onSave(l)}
        >
          {T.save}
        </button>
      ),
    },
  ];

  return (
    <Card id="admin-sports-limits-title" title={T.limitsTitle} data-testid="admin-sports-limits">
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(l) => l.level}
        rowProps={(l) => ({ 'data-testid': 'admin-sports-limits-row', 'data-level': l.level })}
        loading={loading}
        error={error}
        emptyText="-"
      />
    </Card>
  );
}
