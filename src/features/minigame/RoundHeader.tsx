import type { RoundView } from '../../api/minigame.api';
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import { formatCountdown, secondsUntil } from './countdown';
import { useNow, useServerOffsetMs } from './hooks';
import { gameName, providerName } from '../../../common/i18n/minigame-names.ko';
import styles from './Minigame.module.css';

/**
 * Whether the round takes bets at this moment on the server clock: not before it opens (between
 * rounds the page already shows the next one, whose seed hash is published ahead), not after
 * its close, and only while its status is open.
 */
export function bettingStateOf(
  round: RoundView | undefined,
  nowMs: number,
  offsetMs: number,
): 'notYet' | 'open' | 'closed' {
  if (!round || round.status !== 'open') return 'closed';
  if (secondsUntil(round.closesAt, nowMs, offsetMs) <= 0) return 'closed';
  return secondsUntil(round.opensAt, nowMs, offsetMs) > 0 ? 'notYet' : 'open';
}

type Props = { game: MinigameGame; round: RoundView | undefined };

/** Game name, round number and the live countdown to the betting close (or to its opening). */
export function RoundHeader({ game, round }: Props) {
  const now = useNow();
  const offset = useServerOffsetMs();
  const state = bettingStateOf(round, now, offset);
  const closed = state !== 'open';
  const seconds = !round
    ? 0
    : secondsUntil(state === 'notYet' ? round.opensAt : round.closesAt, now, offset);
  return (
    <header className={styles.roundHeader}>
      <h2 className={styles.gameTitle}>
        {providerName(game.provider)} {gameName(game)}
      </h2>
      <span className={styles.roundNo} data-testid="minigame-round-no">
        {round ? T.round(round.roundNo) : '-'}
      </span>
      <span
        className={`${styles.countdown} ${closed ? styles.countdownClosed : ''}`}
        data-testid="minigame-countdown"
        data-closed={closed}
        role="timer"
        aria-label={state === 'notYet' ? T.countdownToOpen : T.countdown}
      >
        {state === 'closed'
          ? T.bettingClosed
          : state === 'notYet'
            ? T.opensIn(formatCountdown(seconds))
            : formatCountdown(seconds)}
      </span>
    </header>
  );
}
