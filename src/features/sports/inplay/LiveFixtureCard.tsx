import { memo } from 'react';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { boardLineOf, orderMarkets } from '../board/board-lines';
import { MarketLine } from '../board/MarketLine';
import { LiveStatus } from '../common/LiveStatus';
import { useFixtureView } from '../common/use-fixture-view';
import styles from './Inplay.module.css';

type Props = { fixtureId: string; selected: boolean; onSelect: (id: string) => void };

/** One live fixture in the list: teams, scoreboard, its leading market; a click opens its markets. */
export const LiveFixtureCard = memo(function LiveFixtureCard({
  fixtureId,
  selected,
  onSelect,
}: Props) {
  const fixture = useFixtureView(fixtureId, 'inplay');
  if (!fixture) return null;
  const main = orderMarkets(fixture.markets, 'live')[0];
  const extra = Math.max(0, fixture.marketCount - (main ? 1 : 0));
  return (
    <article
      className={styles.card}
      data-testid="live-fixture"
      data-fixture-id={fixture.id}
      data-selected={selected}
    >
      <button
        type="button"
        className={styles.cardHead}
        aria-pressed={selected}
        onClick={() => onSelect(fixture.id)}
      >
        <span className={styles.cardTeams}>
          <span>{fixture.homeName}</span>
          <span>{fixture.awayName}</span>
        </span>
        <LiveStatus sportId={fixture.sportId} livescore={fixture.livescore} />
        <span className={styles.cardMore}>{T.moreMarkets(extra)}</span>
      </button>
      {main ? (
        <MarketLine
          line={boardLineOf(main)}
          fixture={fixture}
          family="inplay"
          book="inplay"
          outcomeLabels
        />
      ) : null}
    </article>
  );
});
