import type { SportsFixtureView } from '../../../../common/contract/sports.contract';
import { formatScore } from '../../../../common/domain/format';
import { periodLabel } from '../../../../common/i18n/sports-labels.ko';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import live from '../common/Live.module.css';

/** The selected fixture's scoreboard: teams, score, period label (spec §9), clock, periods. */
export function Scoreboard({ fixture }: { fixture: SportsFixtureView }) {
  const score = fixture.livescore;
  return (
    <div className={live.board} data-testid="scoreboard">
      <span className={live.team}>{fixture.homeName}</span>
      <div className={live.centre}>
        <span className={live.period} data-testid="scoreboard-period">
          {periodLabel(fixture.sportId, score?.periodCode ?? 0)}
          {score?.clock ? ` ${T.clock(score.clock)}` : ''}
        </span>
        <span className={live.bigScore} data-testid="scoreboard-score" aria-label={T.score}>
          {formatScore(score?.homeScore, score?.awayScore)}
        </span>
        {score && score.periods.length > 0 ? (
          <span className={live.periods}>
            {score.periods.map((p) => (
              <span key={p.code}>
                {periodLabel(fixture.sportId, p.code)} {formatScore(p.home, p.away)}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <span className={live.team}>{fixture.awayName}</span>
    </div>
  );
}
