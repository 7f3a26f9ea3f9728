import { useEffect, useMemo, useState } from 'react';
import { fetchAdminMinigameSettings } from '../../../api/admin-minigame.api';
import type { MinigameSetting } from '../../../../common/contract/minigame.contract';
import { MINIGAME_CATALOG } from '../../../../common/domain/minigame/catalog';
import { useAsync } from '../../../ui/use-async';
import { MinigameRoundsCard } from './MinigameRoundsCard';
import { MinigameSettingsCard } from './MinigameSettingsCard';
import styles from '../shared/AdminArea.module.css';

const CATALOG_IDS = MINIGAME_CATALOG.map((game) => game.id);

/** The '미니게임' tab: per-game settings, then the rounds of the chosen game. */
export function MinigamePanel() {
  const { data, error, loading } = useAsync(fetchAdminMinigameSettings, []);
  const [saved, setSaved] = useState<ReadonlyMap<number, MinigameSetting>>(new Map());
  const [roundsGameId, setRoundsGameId] = useState<number | null>(null);

  const settings = useMemo(
    () => data?.map((setting) => saved.get(setting.gameId) ?? setting),
    [data, saved],
  );
  /** Catalog order; games the server lists but the catalog lacks come last. */
  const gameIds = useMemo(() => {
    if (!settings) return CATALOG_IDS;
    const listed = new Set(settings.map((s) => s.gameId));
    const known = CATALOG_IDS.filter((id) => listed.has(id));
    const unknown = [...listed].filter((id) => !CATALOG_IDS.includes(id)).sort((a, b) => a - b);
    return [...known, ...unknown];
  }, [settings]);

  useEffect(() => {
    if (roundsGameId === null && gameIds.length > 0) setRoundsGameId(gameIds[0]!);
  }, [gameIds, roundsGameId]);

  const onShowRounds = (gameId: number) => {
    setRoundsGameId(gameId);
    document
      .getElementById('admin-minigame-rounds-title')
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.panel}>
      <MinigameSettingsCard
        settings={settings}
        loading={loading}
        error={error}
        onSaved={(next) => setSaved((prev) => new Map(prev).set(next.gameId, next))}
        roundsGameId={roundsGameId}
        onShowRounds={onShowRounds}
      />
      <MinigameRoundsCard gameIds={gameIds} gameId={roundsGameId} onGameChange={setRoundsGameId} />
    </div>
  );
}
