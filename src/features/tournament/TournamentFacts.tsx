import type { TournamentSummary } from '../../../common/contract/tournament.contract';
import { formatNumber, formatShortDateTime, formatWon } from '../../../common/domain/format';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { formatEntry } from './tournament-format';
import styles from './Tournament.module.css';

/** A tournament's terms: period (Asia/Seoul), games, scoring rule, entry, participants. */
export function TournamentFacts({ tournament: t }: { tournament: TournamentSummary }) {
  const games = [
    ...t.providers.map((provider) => T.allGamesOf(provider.name)),
    ...t.games.map((game) => game.name),
  ];
  return (
    <dl className={styles.meta}>
      <dt>{T.period}</dt>
      <dd>
        {formatShortDateTime(t.startsAt)} ~ {formatShortDateTime(t.endsAt)}
      </dd>
      <dt>{T.games}</dt>
      <dd data-testid="tournament-games">{games.join(', ')}</dd>
      <dt>{T.scoringRule}</dt>
      <dd data-testid="tournament-scoring" title={T.scoringHelp[t.scoring]}>
        {T.scoring[t.scoring]}
        {t.minStake > 0 ? ` · ${T.minStake(formatWon(t.minStake))}` : ''}
      </dd>
      <dt>{T.entryLabel}</dt>
      <dd data-testid="tournament-entry">{formatEntry(t.entryCurrency, t.entryFee)}</dd>
      <dt>{T.participants}</dt>
      <dd data-testid="tournament-participants">
        {T.participantCount(formatNumber(t.participantCount))}
      </dd>
    </dl>
  );
}
