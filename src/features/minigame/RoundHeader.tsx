import type { RoundView } from '../../api/minigame.api';
import type { MinigameGame } from '../../domain/minigame/catalog';
import { MINIGAME_PAGE as T } from '../../i18n/minigame-page.ko';
import { formatCountdown, secondsUntil } from './countdown';
import { useNow, useServerOffsetMs } from './hooks';
import { gameName, providerName } from './names';
import styles from './Minigame.module.css';

/** Whether betting on the round is closed at this moment (status or the server clock). */
export function isBettingClosed(
  round: RoundView | undefined,
  nowMs: number,
  offsetMs: number,
): boolean {
  if (!round || round.status !== 'open') return true;
  return secondsUntil(round.closesAt, nowMs, offsetMs) <= 0;
}

type Props = { game: MinigameGame; round: RoundView | undefined };

/** Game name, round number and the live countdown to the betting close. */
export function RoundHeader({ game, round }: Props) {
  const now = useNow();
  const offset = useServerOffsetMs();
  const closed = isBettingClosed(round, now, offset);
  const seconds = round ? secondsUntil(round.closesAt, now, offset) : 0;
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
        aria-label={T.countdown}
      >
        {closed ? T.bettingClosed : formatCountdown(seconds)}
      </span>
    </header>
  );
}
