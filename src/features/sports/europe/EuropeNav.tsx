import {
  fetchPrematchLeagues,
  fetchPrematchLocations,
  fetchPrematchSports,
} from '../../../api/sports-book.api';
import { menuSportCounts } from '../../../../common/domain/sports/sport-counts';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { AppLink } from '../../../ui/AppLink';
import { useAsync } from '../../../ui/use-async';
import { SportTabs } from '../common/SportTabs';
import { europeHref, type EuropeFilter } from './europe-href';
import sports from '../common/Sports.module.css';
import styles from './Europe.module.css';

type Chip = { id: number; name: string; cnt: number };

function ChipRow({
  label,
  allLabel,
  chips,
  selected,
  hrefOf,
  testId,
}: {
  label: string;
  allLabel: string;
  chips: readonly Chip[];
  selected: number | undefined;
  hrefOf: (id: number | undefined) => string;
  testId: string;
}) {
  return (
    <nav aria-label={label} className={styles.chipNav}>
      <span className={styles.chipLabel}>{label}</span>
      <ul className={styles.chips} data-testid={testId}>
        <li>
          <AppLink
            href={hrefOf(undefined)}
            className={styles.chip}
            data-selected={selected === undefined}
          >
            {allLabel}
          </AppLink>
        </li>
        {chips.map((chip) => (
          <li key={chip.id}>
            <AppLink
              href={hrefOf(chip.id)}
              className={styles.chip}
              data-selected={selected === chip.id}
              data-id={chip.id}
            >
              {chip.name}
              <span className={sports.count}>{chip.cnt}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /europe navigation sport → location → league (spec §2, §7: sports-prematch/sports, location,
 * league), each level narrowing the list and each a link carrying the spec's query parameters.
 */
export function EuropeNav({ filter }: { filter: EuropeFilter }) {
  const { sportId, locationId, leagueId } = filter;
  const sportsCounts = useAsync(() => fetchPrematchSports(), []);
  const locations = useAsync(
    () => (sportId === undefined ? Promise.resolve([]) : fetchPrematchLocations(sportId)),
    [sportId],
  );
  const leagues = useAsync(
    () =>
      sportId === undefined || locationId === undefined
        ? Promise.resolve([])
        : fetchPrematchLeagues(sportId, locationId),
    [sportId, locationId],
  );
  // Spec §7: 'etc' left out; SportTabs sums the rest into the 전체 count.
  const counts = Object.fromEntries(
    menuSportCounts(sportsCounts.data ?? []).rows.map((row) => [row.sport_id, row.cnt]),
  );
  return (
    <div className={styles.nav} data-testid="europe-nav">
      <SportTabs
        selected={sportId}
        counts={sportsCounts.data ? counts : undefined}
        hrefOf={(id) => europeHref({ sportId: id })}
      />
      {sportId !== undefined && (locations.data?.length ?? 0) > 0 ? (
        <ChipRow
          label={T.locations}
          allLabel={T.allLocations}
          testId="europe-locations"
          selected={locationId}
          chips={(locations.data ?? []).map((l) => ({
            id: l.location_id,
            name: l.name_korean,
            cnt: l.cnt,
          }))}
          hrefOf={(id) => europeHref({ sportId, locationId: id })}
        />
      ) : null}
      {locationId !== undefined && (leagues.data?.length ?? 0) > 0 ? (
        <ChipRow
          label={T.leagues}
          allLabel={T.allLeagues}
          testId="europe-leagues"
          selected={leagueId}
          chips={(leagues.data ?? []).map((l) => ({
            id: l.league_id,
            name: l.name_korean,
            cnt: l.cnt,
          }))}
          hrefOf={(id) => europeHref({ sportId, locationId, leagueId: id })}
        />
      ) : null}
    </div>
  );
}
