import { useState, type FormEvent } from 'react';
import {
  fetchAdminSportsBets,
  resettleAdminSelection,
  voidAdminSportsBet,
  type AdminSportsBet,
} from '../../../api/admin-sports.api';
import { formatDateTime, formatOdds, formatWon } from '../../../../common/domain/format';
import { SPORTS_ADMIN as T } from '../../../../common/i18n/sports-admin.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { SportsBetLegs } from './SportsBetLegs';
import { ReasonDialog } from '../shared/ReasonDialog';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import { FilterSelect } from '../shared/FilterSelect';
import { useAdminList } from '../shared/use-admin-list';
import styles from '../shared/AdminArea.module.css';

type Leg = AdminSportsBet['legs'][number];
const STATUSES = ['-1', '0', '1', '2', '3'] as const;
const RESULTS = ['2', '1', '3', '5', '4', '-1'] as const;

const STATUS_BADGE: Record<string, string | undefined> = {
  '-1': controls.badgeDanger,
  '0': controls.badgeWarn,
  '1': '',
  '2': controls.badgeOn,
  '3': '',
};

type BetsFilter = {
  status: (typeof STATUSES)[number] | '';
  memberId: number | undefined;
  page: number;
};

/** The list's filter as the API takes it: no status or member means every one. */
function loadBets({ status, memberId, page }: BetsFilter) {
  return fetchAdminSportsBets({
    page,
    ...(status === '' ? {} : { status: Number(status) }),
    ...(memberId === undefined ? {} : { memberId }),
  });
}

function kindLabel(bet: AdminSportsBet): string {
  return bet.kind === 'system' && bet.systemSize !== null
    ? T.systemKind(bet.systemSize, bet.legs.length)
    : T.kind[bet.kind];
}

/** Every member's sports bets, newest first, with void and per-selection resettle actions. */
export function SportsBetsCard() {
  const [memberInput, setMemberInput] = useState('');
  const [voiding, setVoiding] = useState<AdminSportsBet | null>(null);
  const [resettling, setResettling] = useState<Leg | null>(null);
  const [result, setResult] = useState<string>('2');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const list = useAdminList({ status: '', memberId: undefined, page: 1 }, loadBets);
  const { filter, setFilter, reload } = list;

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await run() });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  const onVoid = (reason: string) => {
    const bet = voiding;
    setVoiding(null);
    if (bet) void act(async () => (await voidAdminSportsBet(bet.id, reason), T.voided(bet.id)));
  };
  const onResettle = (reason: string) => {
    const leg = resettling;
    setResettling(null);
    if (!leg) return;
    void act(async () => {
      const done = await resettleAdminSelection(leg.selectionId, Number(result), reason);
      return T.resettled(done.affectedBets, done.changedBets);
    });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(memberInput.trim());
    setFilter({
      memberId: memberInput.trim() !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined,
    });
  };

  const columns: Column<AdminSportsBet>[] = [
    { header: T.colId, numeric: true, cell: (b) => b.id },
    { header: T.colMember, cell: (b) => `${b.memberNickname} (${b.memberUserId} · ${b.memberId})` },
    { header: T.colFamily, cell: (b) => `${T.family[b.family]} · ${kindLabel(b)}` },
    { header: T.colLegs, cell: (b) => <SportsBetLegs legs={b.legs} onResettle={setResettling} /> },
    { header: T.colStake, numeric: true, cell: (b) => formatWon(b.stakeWon) },
    { header: T.colOdds, numeric: true, cell: (b) => formatOdds(b.totalOddsHundredths) },
    {
      header: T.colPayout,
      numeric: true,
      cell: (b) => (b.status === 0 ? formatWon(b.potentialPayoutWon) : formatWon(b.payoutWon)),
    },
    {
      header: T.colStatus,
      cell: (b) => (
        <span className={`${controls.badge} ${STATUS_BADGE[String(b.status)] ?? ''}`}>
          {b.cashedOutWon !== null ? T.cashedOut : T.status[String(b.status)]}
        </span>
      ),
    },
    { header: T.colPlacedAt, cell: (b) => formatDateTime(b.createdAt) },
    {
      header: T.colActions,
      cell: (b) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.danger}`}
          disabled={busy || b.status === -1 || b.cashedOutWon !== null}
          onClick={() => setVoiding(b)}
        >
          {T.void}
        </button>
      ),
    },
  ];

  return (
    <AdminListCard
      id="admin-sports-bets-title"
      title={T.betsTitle}
      testId="admin-sports-bets"
      actions={
        <form className={styles.inlineForm} onSubmit={onSearch}>
          <FilterSelect
            id="admin-sports-status"
            label={T.filterStatus}
            labelClassName={controls.label}
            style={{ width: 110, minHeight: 32 }}
            value={filter.status}
            values={STATUSES}
            optionLabel={(st) => T.status[st]}
            allLabel={T.allStatuses}
            onChange={(status) => setFilter({ status })}
          />
          <label htmlFor="admin-sports-member" className={controls.label}>
            {T.filterMember}
          </label>
          <input
            id="admin-sports-member"
            className={controls.input}
            style={{ width: 110, minHeight: 32 }}
            inputMode="numeric"
            value={memberInput}
            onChange={(e) => setMemberInput(e.target.value)}
          />
          <button type="submit" className={`${controls.btn} ${controls.sm}`}>
            {T.search}
          </button>
        </form>
      }
      notice={notice}
      table={{
        ...list.table,
        columns,
        rowKey: (b) => b.id,
        rowProps: (b) => ({
          'data-testid': 'admin-sports-bet-row',
          'data-bet-id': b.id,
          'data-status': b.status,
        }),
        emptyText: T.betsEmpty,
      }}
    >
      <ReasonDialog
        texts={T}
        open={voiding !== null}
        title={voiding ? T.voidTitle(voiding.id) : ''}
        submitLabel={T.voidSubmit}
        busy={busy}
        testId="admin-sports-void-dialog"
        onClose={() => setVoiding(null)}
        onSubmit={onVoid}
      >
        <p className={controls.hint}>{T.voidHint}</p>
      </ReasonDialog>
      <ReasonDialog
        texts={T}
        open={resettling !== null}
        title={T.resettleTitle}
        submitLabel={T.resettleSubmit}
        busy={busy}
        testId="admin-sports-resettle-dialog"
        onClose={() => setResettling(null)}
        onSubmit={onResettle}
      >
        {resettling ? (
          <>
            <p>
              {T.resettleLeg}: {resettling.homeName} vs {resettling.awayName} ·{' '}
              {resettling.marketNameKorean} · {resettling.selectionLabel}
            </p>
            <p className={controls.hint}>{T.resettleHint}</p>
            <label htmlFor="admin-sports-resettle-result" className={controls.label}>
              {T.resettleResult}
            </label>
            <select
              id="admin-sports-resettle-result"
              className={controls.input}
              value={result}
              onChange={(e) => setResult(e.target.value)}
            >
              {RESULTS.map((code) => (
                <option key={code} value={code}>
                  {T.results[code]}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </ReasonDialog>
    </AdminListCard>
  );
}
