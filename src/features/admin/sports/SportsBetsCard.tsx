import { useState, type FormEvent } from 'react';
import {
  fetchAdminSportsBets,
  resettleAdminSelection,
  voidAdminSportsBet,
  type AdminSportsBet,
} from '../../../api/admin-sports.api';
import { formatDateTime, formatOdds, formatWon } from '../../../domain/format';
import { SPORTS_ADMIN as T } from '../../../i18n/sports-admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { SportsBetLegs } from './SportsBetLegs';
import { SportsReasonDialog } from './SportsReasonDialog';
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

function kindLabel(bet: AdminSportsBet): string {
  return bet.kind === 'system' && bet.systemSize !== null
    ? T.systemKind(bet.systemSize, bet.legs.length)
    : T.kind[bet.kind];
}

/** Every member's sports bets, newest first, with void and per-selection resettle actions. */
export function SportsBetsCard() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [memberInput, setMemberInput] = useState('');
  const [memberId, setMemberId] = useState<number | undefined>(undefined);
  const [voiding, setVoiding] = useState<AdminSportsBet | null>(null);
  const [resettling, setResettling] = useState<Leg | null>(null);
  const [result, setResult] = useState<string>('2');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error, loading, reload } = useAsync(
    () =>
      fetchAdminSportsBets({
        page,
        ...(status === '' ? {} : { status: Number(status) }),
        ...(memberId === undefined ? {} : { memberId }),
      }),
    [page, status, memberId],
  );

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
    setMemberId(memberInput.trim() !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined);
    setPage(1);
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
    <Card
      id="admin-sports-bets-title"
      title={T.betsTitle}
      data-testid="admin-sports-bets"
      actions={
        <form className={styles.inlineForm} onSubmit={onSearch}>
          <label htmlFor="admin-sports-status" className={controls.label}>
            {T.filterStatus}
          </label>
          <select
            id="admin-sports-status"
            className={controls.input}
            style={{ width: 110, minHeight: 32 }}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{T.allStatuses}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {T.status[s]}
              </option>
            ))}
          </select>
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
    >
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        rowProps={(b) => ({
          'data-testid': 'admin-sports-bet-row',
          'data-bet-id': b.id,
          'data-status': b.status,
        })}
        loading={loading}
        error={error}
        emptyText={T.betsEmpty}
        pager={pagerOf(data, setPage)}
      />
      <SportsReasonDialog
        open={voiding !== null}
        title={voiding ? T.voidTitle(voiding.id) : ''}
        submitLabel={T.voidSubmit}
        busy={busy}
        testId="admin-sports-void-dialog"
        onClose={() => setVoiding(null)}
        onSubmit={onVoid}
      >
        <p className={controls.hint}>{T.voidHint}</p>
      </SportsReasonDialog>
      <SportsReasonDialog
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
      </SportsReasonDialog>
    </Card>
  );
}
