import { useState } from 'react';
import {
  cancelAdminMinigameRound,
  fetchAdminMinigameRounds,
} from '../../../api/admin-minigame.api';
import type { MinigameRoundView } from '../../../../common/contract/minigame.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { gameLabel, shortHex } from './minigame-names';
import { useAdminList } from '../shared/use-admin-list';
import { RoundBetsDialog } from './RoundBetsDialog';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.minigame;

const CANCELLABLE = new Set<MinigameRoundView['status']>(['open', 'closed', 'drawn']);

/** What the list shows: the round's status, or 'waiting' for a round not yet open. */
export type RoundDisplayStatus = MinigameRoundView['status'] | 'waiting';

/**
 * The next round is created a whole interval ahead (so its commit is public early) with status
 * 'open'; until its `opensAt` on the SERVER's clock it takes no bets: 대기, not 베팅중.
 */
export function roundDisplayStatus(
  round: MinigameRoundView,
  serverTime: string,
): RoundDisplayStatus {
  return round.status === 'open' && Date.parse(round.opensAt) > Date.parse(serverTime)
    ? 'waiting'
    : round.status;
}

const STATUS_BADGE: Record<RoundDisplayStatus, string> = {
  waiting: `${controls.badge}`,
  open: `${controls.badge} ${controls.badgeOn}`,
  closed: `${controls.badge} ${controls.badgeWarn}`,
  drawn: `${controls.badge} ${controls.badgeWarn}`,
  settled: `${controls.badge}`,
  cancelled: `${controls.badge} ${controls.badgeDanger}`,
};

type Props = {
  /** The games to choose from, in the settings table's order. */
  gameIds: readonly number[];
  gameId: number | null;
  onGameChange: (gameId: number) => void;
};

/** Rounds of one game, newest first, with each round's bets and the cancel-and-refund action. */
export function MinigameRoundsCard({ gameIds, gameId, onGameChange }: Props) {
  return (
    <Card
      id="admin-minigame-rounds-title"
      title={T.roundsTitle}
      data-testid="admin-minigame-rounds"
      actions={
        <div className={styles.inlineForm}>
          <label htmlFor="admin-minigame-rounds-game" className={controls.label}>
            {T.roundsGame}
          </label>
          <select
            id="admin-minigame-rounds-game"
            className={controls.input}
            style={{ width: 240, minHeight: 32 }}
            value={gameId ?? ''}
            onChange={(e) => onGameChange(Number(e.target.value))}
          >
            {gameIds.map((id) => (
              <option key={id} value={id}>
                {`${gameLabel(id)} (${id})`}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {gameId === null ? null : <RoundsTable key={gameId} gameId={gameId} />}
    </Card>
  );
}

function RoundsTable({ gameId }: { gameId: number }) {
  const [betsOf, setBetsOf] = useState<MinigameRoundView | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The table is keyed by the game, so a new game starts a new list at page 1.
  const list = useAdminList({ page: 1 }, (f: { page: number }) =>
    fetchAdminMinigameRounds(gameId, f.page),
  );
  const { data, reload } = list;

  const onCancel = async (round: MinigameRoundView) => {
    if (!window.confirm(T.cancelConfirm(gameLabel(gameId), round.roundId))) return;
    setNotice(null);
    setCancelling(round.roundId);
    try {
      const result = await cancelAdminMinigameRound(gameId, round.roundId);
      setNotice({ ok: true, text: T.cancelled(round.roundId, result.refundedBets) });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setCancelling(null);
    }
  };

  const columns: Column<MinigameRoundView>[] = [
    { header: T.colRoundNo, numeric: true, cell: (r) => r.roundNo },
    { header: T.colRoundId, cell: (r) => <code>{r.roundId}</code> },
    {
      header: T.colStatus,
      cell: (r) => {
        const shown = data ? roundDisplayStatus(r, data.serverTime) : r.status;
        return (
          <span className={STATUS_BADGE[shown]} data-testid="admin-round-status">
            {T.roundStatus[shown]}
          </span>
        );
      },
    },
    { header: T.colOpensAt, cell: (r) => formatDateTime(r.opensAt) },
    { header: T.colClosesAt, cell: (r) => formatDateTime(r.closesAt) },
    { header: T.colDrawAt, cell: (r) => formatDateTime(r.drawAt) },
    {
      header: T.colResult,
      cell: (r) =>
        r.resultLabels.length === 0 ? (
          '-'
        ) : (
          <div className={controls.actions}>
            {r.resultLabels.map((text, i) => (
              <span key={i} className={`${controls.badge} ${controls.badgeOn}`}>
                {text}
              </span>
            ))}
          </div>
        ),
    },
    {
      header: T.colCommit,
      cell: (r) => (
        <div className={styles.json}>
          <div title={r.commitHex}>
            {T.commit} {shortHex(r.commitHex)}
          </div>
          <div title={r.seedHex ?? undefined}>
            {T.seed} {r.seedHex ? shortHex(r.seedHex) : T.noSeed}
          </div>
          <div title={r.clientSeed ?? undefined}>
            {r.fairRule === 2
              ? `${T.clientSeed} ${r.clientSeed ? shortHex(r.clientSeed) : T.noSeed}`
              : T.ruleOne}
          </div>
        </div>
      ),
    },
    {
      header: T.colActions,
      cell: (r) => (
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => setBetsOf(r)}
          >
            {T.bets}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            disabled={!CANCELLABLE.has(r.status) || cancelling !== null}
            onClick={() => void onCancel(r)}
          >
            {T.cancelRound}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.roundId}
        rowProps={(r) => ({
          'data-testid': 'admin-round-row',
          'data-round-id': r.roundId,
          'data-status': r.status,
        })}
        loading={list.loading}
        error={list.error}
        emptyText={T.roundsEmpty}
        pager={list.pager}
      />
      {betsOf ? <RoundBetsDialog round={betsOf} onClose={() => setBetsOf(null)} /> : null}
    </>
  );
}
