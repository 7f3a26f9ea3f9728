import { useMemo, useState } from 'react';
import { updateAdminMinigameSettings } from '../../../api/admin-minigame.api';
import type { MinigameSetting } from '../../../../common/contract/minigame.contract';
import { MINIGAME_CATALOG, findGameById } from '../../../../common/domain/minigame/catalog';
import { formatWon } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { gameName, providerName } from '../../../../common/i18n/minigame-names.ko';
import { MinigameOddsDialog } from './MinigameOddsDialog';
import { gameLabel } from './minigame-names';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.minigame;

const CATALOG_ORDER = new Map(MINIGAME_CATALOG.map((game, index) => [game.id, index]));
const orderOf = (gameId: number) => CATALOG_ORDER.get(gameId) ?? Number.MAX_SAFE_INTEGER;

type Props = {
  settings: readonly MinigameSetting[] | undefined;
  loading: boolean;
  error: unknown;
  /** A saved setting replaces the listed one. */
  onSaved: (next: MinigameSetting) => void;
  roundsGameId: number | null;
  onShowRounds: (gameId: number) => void;
};

/** Every game's maintenance flag, limits and odds (`/api/admin/minigame/settings`). */
export function MinigameSettingsCard({
  settings,
  loading,
  error,
  onSaved,
  roundsGameId,
  onShowRounds,
}: Props) {
  const [editing, setEditing] = useState<MinigameSetting | null>(null);
  /** Flags being saved, shown at once (the box reverts if the save fails). */
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const rows = useMemo(
    () =>
      settings === undefined
        ? undefined
        : [...settings].sort(
            (a, b) => orderOf(a.gameId) - orderOf(b.gameId) || a.gameId - b.gameId,
          ),
    [settings],
  );

  const setBusy = (gameId: number, flag: boolean | null) =>
    setPending((prev) => {
      const next = new Map(prev);
      if (flag === null) next.delete(gameId);
      else next.set(gameId, flag);
      return next;
    });

  const onMaintenance = async (setting: MinigameSetting, on: boolean) => {
    const label = gameLabel(setting.gameId);
    setNotice(null);
    setBusy(setting.gameId, on);
    try {
      const next = await updateAdminMinigameSettings(setting.gameId, {
        systemMaintenanceFlg: on,
        minStakeWon: setting.minStakeWon,
        maxStakeWon: setting.maxStakeWon,
        maxPayoutWon: setting.maxPayoutWon,
        odds: setting.odds,
      });
      onSaved(next);
      setNotice({ ok: true, text: on ? T.maintenanceOn(label) : T.maintenanceOff(label) });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(setting.gameId, null);
    }
  };

  const columns: Column<MinigameSetting>[] = [
    { header: T.colId, numeric: true, cell: (s) => s.gameId },
    {
      header: T.colProvider,
      cell: (s) => {
        const game = findGameById(s.gameId);
        return game ? providerName(game.provider) : '-';
      },
    },
    {
      header: T.colGame,
      cell: (s) => {
        const game = findGameById(s.gameId);
        return game ? gameName(game) : T.unknownGame(s.gameId);
      },
    },
    {
      header: T.colMaintenance,
      cell: (s) => (
        <label className={controls.check}>
          <input
            type="checkbox"
            checked={pending.get(s.gameId) ?? s.systemMaintenanceFlg}
            disabled={pending.has(s.gameId)}
            onChange={(e) => void onMaintenance(s, e.target.checked)}
          />
          {T.maintenance}
        </label>
      ),
    },
    { header: T.colMinStake, numeric: true, cell: (s) => formatWon(s.minStakeWon) },
    { header: T.colMaxStake, numeric: true, cell: (s) => formatWon(s.maxStakeWon) },
    { header: T.colMaxPayout, numeric: true, cell: (s) => formatWon(s.maxPayoutWon) },
    {
      header: T.colActions,
      cell: (s) => (
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => setEditing(s)}
          >
            {T.editOdds}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${s.gameId === roundsGameId ? controls.primary : ''}`}
            aria-pressed={s.gameId === roundsGameId}
            onClick={() => onShowRounds(s.gameId)}
          >
            {T.showRounds}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Card
      id="admin-minigame-settings-title"
      title={T.settingsTitle}
      data-testid="admin-minigame-settings"
    >
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(s) => s.gameId}
        rowProps={(s) => ({
          className: s.gameId === roundsGameId ? styles.selectedRow : undefined,
          'data-testid': 'admin-minigame-row',
          'data-game-id': s.gameId,
          'data-maintenance': s.systemMaintenanceFlg,
        })}
        loading={loading}
        error={error}
        emptyText={T.empty}
      />
      {editing ? (
        <MinigameOddsDialog
          setting={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            onSaved(next);
            setNotice({ ok: true, text: T.saved(gameLabel(next.gameId)) });
          }}
        />
      ) : null}
    </Card>
  );
}
