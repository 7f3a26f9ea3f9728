import type {
  TournamentBoard,
  TournamentBoardRow,
  TournamentMyRow,
} from '../../../common/contract/tournament.contract';
import type { ConnectionStatus } from '../../stores/connection.store';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Card } from '../../ui/Card';
import { formatAmount, formatScore } from './tournament-format';
import styles from './Tournament.module.css';
import { scrollRegion } from '../../ui/scroll-region';

type Props = { tournamentId: number; board: TournamentBoard; connection: ConnectionStatus };

/**
 * The live board: the top 50, the member's own rank and score pinned
 * under them whatever the rank, and the gap to the next prize line. Final once the end job froze it.
 */
export function LiveBoard({ tournamentId, board, connection }: Props) {
  const live = !board.final && board.status === 'running';
  const title = board.final ? T.board.finalTitle : T.board.title;
  const meInTop = board.rows.some((row) => row.isMe);
  return (
    <Card
      id={`tournament-${tournamentId}-board`}
      title={title}
      data-testid="tournament-board"
      actions={
        live ? (
          <span
            className={styles.live}
            data-testid="tournament-board-connection"
            data-status={connection}
          >
            {connection === 'connected'
              ? T.board.live
              : connection === 'reconnecting'
                ? T.board.reconnecting
                : ''}
          </span>
        ) : null
      }
    >
      <div className={styles.body}>
        <div className={styles.tableWrap} {...scrollRegion()}>
          <table className={styles.board}>
            <thead>
              <tr>
                <th scope="col">{T.board.rank}</th>
                <th scope="col">{T.board.name}</th>
                <th scope="col" className={styles.num}>
                  {T.board.score}
                </th>
                <th scope="col" className={styles.num}>
                  {board.final ? T.board.finalPrize : T.board.prize}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.length === 0 ? (
                <tr>
                  <td colSpan={4}>{T.board.empty}</td>
                </tr>
              ) : (
                board.rows.map((row) => <BoardRow key={row.rank} row={row} board={board} />)
              )}
              {board.me && !meInTop && board.me.rank !== null ? (
                <MyPinnedRow me={board.me} board={board} />
              ) : null}
            </tbody>
          </table>
        </div>
        <MyStanding me={board.me} board={board} />
      </div>
    </Card>
  );
}

function BoardRow({ row, board }: { row: TournamentBoardRow; board: TournamentBoard }) {
  return (
    <tr data-testid="tournament-board-row" data-rank={row.rank} data-me={row.isMe}>
      <td>{T.rank(row.rank)}</td>
      <td>{row.displayName}</td>
      <td className={styles.num}>{formatScore(board.scoring, row.score)}</td>
      <td className={styles.num}>
        {row.prize ? formatAmount(row.prize.currency, row.prize.amount) : '-'}
      </td>
    </tr>
  );
}

/** The member's row below the top 50: their rank is further down than the table shows. */
function MyPinnedRow({ me, board }: { me: TournamentMyRow; board: TournamentBoard }) {
  return (
    <tr
      className={styles.pinned}
      data-testid="tournament-board-me-row"
      data-me="true"
      data-rank={me.rank ?? ''}
    >
      <td>{me.rank === null ? '-' : T.rank(me.rank)}</td>
      <td>{T.board.me}</td>
      <td className={styles.num}>{formatScore(board.scoring, me.score)}</td>
      <td className={styles.num}>-</td>
    </tr>
  );
}

/** 내 순위: rank and score, and what is still missing to the next better prize. */
function MyStanding({ me, board }: { me: TournamentMyRow | null; board: TournamentBoard }) {
  if (!me) return <p className={styles.hint}>{T.board.notJoined}</p>;
  if (me.rank === null) {
    return (
      <p className={styles.hint} data-testid="tournament-my-rank" data-rank="">
        {T.board.me}: {T.board.meUnranked}
      </p>
    );
  }
  const myPrize = board.rows.find((row) => row.isMe)?.prize ?? null;
  const gap =
    me.gapToNextPrize !== null && me.nextPrizeRank !== null
      ? T.board.gap(formatScore(board.scoring, me.gapToNextPrize), me.nextPrizeRank)
      : myPrize
        ? T.board.inPrize
        : null;
  return (
    <p className={styles.hint} data-testid="tournament-my-rank" data-rank={me.rank}>
      <strong>
        {T.board.me}: {T.rank(me.rank)} · {formatScore(board.scoring, me.score)}
      </strong>
      {gap ? <span data-testid="tournament-gap"> · {gap}</span> : null}
    </p>
  );
}
