import { useEffect, useMemo, useRef, useState } from 'react';
import { unixNow } from '../../../../common/domain/format';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { sportsBook } from '../../../stores/sports-book.store';
import { LeagueHeader } from '../board/LeagueHeader';
import { BookLayout } from '../common/BookLayout';
import { selectedSportId, type SportSearch } from '../common/sport-search';
import { sportQuery, SportTabs } from '../common/SportTabs';
import { useLiveFeed } from '../common/use-live-feed';
import { countBySport, groupLiveKeys, parseLiveKey } from './live-groups';
import { LiveFixtureCard } from './LiveFixtureCard';
import { LiveMarkets } from './LiveMarkets';
import { useLiveKeys } from './use-live-keys';
import board from '../board/Board.module.css';
import sports from '../common/Sports.module.css';
import styles from './Inplay.module.css';

/** The in-play window opens at `#Live` (spec §7: kosca/opengame IN appends '#Live'). */
export const LIVE_ANCHOR = 'Live';

export const inplayHref = (sportId: number | undefined): string =>
  `/inplay${sportQuery(sportId, { time: unixNow() })}`;

function GroupHeader({ sportId, fixtureId }: { sportId: number; fixtureId: string }) {
  // League names do not change while a fixture is live: read once from the store.
  const fixture = sportsBook.getState().fixtures[fixtureId];
  return (
    <LeagueHeader
      sportId={sportId}
      locationName={fixture?.locationNameKorean ?? ''}
      leagueName={fixture?.leagueNameKorean ?? ''}
    >
      <span className={sports.live}>{T.live}</span>
    </LeagueHeader>
  );
}

/**
 * /inplay (spec §2 `sport_id`, sport flag, `time`): live fixtures by sport and
 * league with scoreboards, the selected fixture's markets, prices that flash and lock live, and
 * fixtures that appear and finish as the stream says.
 */
export function InplayPage({ search }: { search: SportSearch }) {
  useLiveFeed();
  const sportId = selectedSportId(search);
  const keys = useLiveKeys();
  const counts = useMemo(() => countBySport(keys), [keys]);
  const shownKeys = useMemo(
    () => (sportId === undefined ? keys : keys.filter((k) => parseLiveKey(k).sportId === sportId)),
    [keys, sportId],
  );
  const groups = useMemo(() => groupLiveKeys(shownKeys), [shownKeys]);
  const [chosen, setChosen] = useState<string | null>(null);
  const ids = groups.flatMap((g) => g.fixtureIds);
  // A finished fixture leaves the list; the first live one takes its place.
  const selected = chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);
  const liveSection = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === `#${LIVE_ANCHOR}`) {
      liveSection.current?.scrollIntoView({ block: 'start' });
      liveSection.current?.focus({ preventScroll: true });
    }
  }, []);

  return (
    <BookLayout family="inplay" testId="inplay-page">
      <div className={sports.head}>
        <h2 className={sports.title}>
          {T.inplayTitle} <span className={sports.live}>{T.live}</span>
        </h2>
      </div>
      <SportTabs selected={sportId} counts={counts} hrefOf={inplayHref} />
      <section
        id={LIVE_ANCHOR}
        ref={liveSection}
        tabIndex={-1}
        className={styles.layout}
        aria-label={T.liveFixtures}
      >
        <div className={styles.list} data-testid="live-list">
          {groups.length === 0 ? (
            <p className={board.empty} data-testid="fixtures-empty">
              {T.emptyLive}
            </p>
          ) : null}
          {groups.map((group) => (
            <section key={`${group.sportId}-${group.leagueId}`} className={board.group}>
              <GroupHeader sportId={group.sportId} fixtureId={group.fixtureIds[0]!} />
              {group.fixtureIds.map((id) => (
                <LiveFixtureCard
                  key={id}
                  fixtureId={id}
                  selected={id === selected}
                  onSelect={setChosen}
                />
              ))}
            </section>
          ))}
        </div>
        <div className={styles.detail}>
          {selected ? (
            <LiveMarkets key={selected} fixtureId={selected} />
          ) : (
            <p className={board.empty}>{T.selectFixture}</p>
          )}
        </div>
      </section>
    </BookLayout>
  );
}
