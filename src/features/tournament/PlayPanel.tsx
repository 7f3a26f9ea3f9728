import { useState } from 'react';
import { fetchCasinoCatalog, type CasinoGameView } from '../../api/casino.api';
import { openDialog } from '../../app/commands';
import type { TournamentSummary } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import type { RenderLaunch } from './launch-slot';
import { qualifyingGames } from './tournament-games';
import styles from './Tournament.module.css';

const LOBBIES = ['live', 'cx', 'vinus'] as const;

/** Every shown game of the kind, whichever lobby lists it (a tournament may name any of them). */
async function catalogOf(kind: TournamentSummary['kind']): Promise<CasinoGameView[]> {
  const catalogs = await Promise.all(LOBBIES.map((lobby) => fetchCasinoCatalog(kind, lobby)));
  return catalogs.flatMap((catalog) => catalog.games);
}

type Props = { tournament: TournamentSummary; renderLaunch: RenderLaunch };

/** 게임하기: the qualifying games, each opening through the casino launch dialog. */
export function PlayPanel({ tournament: t, renderLaunch }: Props) {
  const catalog = useAsync(() => catalogOf(t.kind), [t.kind]);
  const [chosen, setChosen] = useState<CasinoGameView | null>(null);
  const games = qualifyingGames(catalog.data ?? [], t);
  const canPlay = t.status === 'running' && (t.joined || t.autoJoin);
  const play = (game: CasinoGameView) => {
    setChosen(game);
    openDialog(game.kind === 'slot' ? 'slotGame' : 'evolution');
  };

  return (
    <Card id={`tournament-${t.id}-play`} title={T.play.title} data-testid="tournament-play">
      <div className={styles.body}>
        {!canPlay && t.status === 'running' ? (
          <p className={styles.hint}>{T.play.joinFirst}</p>
        ) : null}
        {catalog.error ? (
          <Notice error>{T.loadFailed}</Notice>
        ) : catalog.data && games.length === 0 ? (
          <p className={styles.hint}>{T.play.noGames}</p>
        ) : (
          <ul className={styles.games}>
            {games.map((game) => {
              const maintenance = game.status === 'maintenance';
              return (
                <li key={game.id}>
                  <button
                    type="button"
                    className={`${controls.btn} ${canPlay ? controls.primary : ''}`}
                    disabled={!canPlay || maintenance}
                    onClick={() => play(game)}
                    data-testid={`tournament-play-${game.gameCode}`}
                  >
                    {T.play.button} · {game.name}
                    {maintenance ? ` (${T.play.maintenance})` : ''}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {renderLaunch(chosen, () => setChosen(null))}
    </Card>
  );
}
