import { useEffect, type ReactNode } from 'react';
import { fetchTournament } from '../../api/tournament.api';
import { errorMessage } from '../../api/errors';
import type { TournamentDetail as Detail } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { Countdown } from './Countdown';
import { JoinButton } from './JoinButton';
import type { RenderLaunch } from './launch-slot';
import { LiveBoard } from './LiveBoard';
import { PlayPanel } from './PlayPanel';
import { PrizeTable } from './PrizeTable';
import { TournamentFacts } from './TournamentFacts';
import { useTournamentBoard } from './use-tournament-board';
import { WinnersTable } from './WinnersTable';
import styles from './Tournament.module.css';

type Props = { tournamentId: number; onBack: () => void; renderLaunch: RenderLaunch };

/** One tournament: its terms, join, the play buttons, the live board, and the winners at the end. */
export function TournamentDetail({ tournamentId, onBack, renderLaunch }: Props) {
  const detail = useAsync(() => fetchTournament(tournamentId), [tournamentId]);
  const live = useTournamentBoard(tournamentId);
  const back = (
    <button type="button" className={controls.btn} onClick={onBack} data-testid="tournament-back">
      {T.backToList}
    </button>
  );
  if (detail.error && !detail.data) {
    return (
      <>
        <Notice error>{errorMessage(detail.error)}</Notice>
        <div>{back}</div>
      </>
    );
  }
  if (!detail.data) return <Notice>{T.loading}</Notice>;
  return (
    <DetailView
      detail={detail.data}
      live={live}
      back={back}
      reload={detail.reload}
      renderLaunch={renderLaunch}
    />
  );
}

type ViewProps = {
  detail: Detail;
  live: ReturnType<typeof useTournamentBoard>;
  back: ReactNode;
  reload: () => void;
  renderLaunch: RenderLaunch;
};

function DetailView({ detail, live, back, reload, renderLaunch }: ViewProps) {
  const board = live.board ?? detail.board;
  // The stream knows first when the tournament started or finished; the terms follow it.
  const tournament = {
    ...detail.tournament,
    status: board.status,
    participantCount: board.participantCount,
  };
  const finished = board.final || tournament.status === 'finished';
  // The winners come with the detail once finished: read it again when the board turns final.
  const turnedFinal = finished && detail.tournament.status !== 'finished';
  useEffect(() => {
    if (turnedFinal) reload();
  }, [turnedFinal, reload]);
  return (
    <div
      className={styles.body}
      style={{ padding: 0 }}
      data-testid="tournament-detail"
      data-id={tournament.id}
    >
      <Card
        id={`tournament-${tournament.id}-head`}
        heading="h1"
        title={tournament.name}
        actions={
          <span
            className={styles.status}
            data-status={tournament.status}
            data-testid="tournament-status"
          >
            {T.statuses[tournament.status]}
          </span>
        }
      >
        <div className={styles.body}>
          <Countdown tournament={tournament} />
          {tournament.status === 'cancelled' ? <Notice>{T.cancelled}</Notice> : null}
          {tournament.description ? <p className={styles.hint}>{tournament.description}</p> : null}
          <TournamentFacts tournament={tournament} />
          <p className={styles.hint}>
            {T.scoringHelp[tournament.scoring]} {T.tieRule}
          </p>
          <PrizeTable prizes={tournament.prizes} />
          <div className={styles.actions}>
            <JoinButton tournament={tournament} onJoined={reload} />
            {back}
          </div>
        </div>
      </Card>
      {tournament.status === 'running' ? (
        <PlayPanel tournament={tournament} renderLaunch={renderLaunch} />
      ) : null}
      {finished ? (
        <WinnersTable
          tournamentId={tournament.id}
          scoring={tournament.scoring}
          winners={detail.winners}
        />
      ) : null}
      {tournament.status !== 'cancelled' ? (
        <LiveBoard tournamentId={tournament.id} board={board} connection={live.connection} />
      ) : null}
    </div>
  );
}
