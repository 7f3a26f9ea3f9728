import type { TournamentSummary } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Card } from '../../ui/Card';
import controls from '../../ui/controls.module.css';
import { Countdown } from './Countdown';
import { JoinButton } from './JoinButton';
import { PrizeTable } from './PrizeTable';
import { TournamentFacts } from './TournamentFacts';
import styles from './Tournament.module.css';

type Props = { tournament: TournamentSummary; onOpen: () => void; onJoined: () => void };

/** One tournament of a tab: countdown, terms, prize table, join and the way to its board. */
export function TournamentCard({ tournament: t, onOpen, onJoined }: Props) {
  return (
    <li data-testid="tournament-card" data-id={t.id} data-status={t.status}>
      <Card
        id={`tournament-${t.id}-title`}
        title={t.name}
        actions={
          <span className={styles.status} data-status={t.status}>
            {T.statuses[t.status]}
          </span>
        }
      >
        <div className={styles.body}>
          <Countdown tournament={t} />
          {t.description ? <p className={styles.hint}>{t.description}</p> : null}
          <TournamentFacts tournament={t} />
          <PrizeTable prizes={t.prizes} />
          <div className={styles.actions}>
            <JoinButton tournament={t} onJoined={onJoined} />
            <button
              type="button"
              className={controls.btn}
              onClick={onOpen}
              data-testid="tournament-open"
            >
              {T.detail}
            </button>
          </div>
        </div>
      </Card>
    </li>
  );
}
