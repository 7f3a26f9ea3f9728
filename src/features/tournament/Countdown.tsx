import type { TournamentSummary } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { countdownOf, formatRemaining } from './tournament-time';
import { useServerNow } from './use-server-now';
import styles from './Tournament.module.css';

type Props = { tournament: Pick<TournamentSummary, 'status' | 'startsAt' | 'endsAt'> };

/** Time to the start (upcoming) or the end (running), on the server's clock. */
export function Countdown({ tournament }: Props) {
  const target = countdownOf(tournament, useServerNow());
  if (target.kind === 'none') return null;
  const text =
    target.kind === 'startsIn'
      ? `${T.startsIn} ${formatRemaining(target.seconds, T.days)}`
      : target.kind === 'endsIn'
        ? `${T.endsIn} ${formatRemaining(target.seconds, T.days)}`
        : target.kind === 'startingSoon'
          ? T.startingSoon
          : T.closing;
  return (
    <span className={styles.countdown} data-testid="tournament-countdown" role="timer">
      {text}
    </span>
  );
}
