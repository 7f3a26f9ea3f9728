import type { ReactNode } from 'react';
import type { SportsFixtureView } from '../../../../common/contract/sports.contract';
import { groupByLeague, LeagueHeader } from './LeagueHeader';
import styles from './Board.module.css';

type Props = {
  fixtures: readonly SportsFixtureView[];
  renderRow: (fixture: SportsFixtureView) => ReactNode;
};

/** Fixtures under their league headers, consecutive fixtures of a league sharing one. */
export function FixtureGroups({ fixtures, renderRow }: Props) {
  return (
    <div className={styles.list} data-testid="fixture-list">
      {groupByLeague(fixtures).map((group, index) => {
        const first = group.items[0]!;
        return (
          <section key={`${group.leagueId}-${index}`} className={styles.group}>
            <LeagueHeader
              sportId={first.sportId}
              locationName={first.locationNameKorean}
              leagueName={first.leagueNameKorean}
            />
            {group.items.map((fixture) => renderRow(fixture))}
          </section>
        );
      })}
    </div>
  );
}
