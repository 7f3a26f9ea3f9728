import { useState } from 'react';
import { SHELL } from '../../../common/i18n/shell.ko';
import { SIDE_TREE } from '../../../common/i18n/sports-pages.ko';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/icons';
import { SPORT_LINKS } from './menu-items';
import {
  loadLeagues,
  loadLocations,
  usePrematchSportCounts,
  useTreeChildren,
  type TreeNode,
} from './use-prematch-tree';
import styles from './SideMenu.module.css';

function Caret({ open, name, onToggle }: { open: boolean; name: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.caret}
      aria-expanded={open}
      aria-label={open ? SIDE_TREE.collapse(name) : SIDE_TREE.expand(name)}
      onClick={onToggle}
    >
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path
          d={open ? 'M2 4l4 4 4-4' : 'M4 2l4 4-4 4'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
    </button>
  );
}

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className={styles.count}>{value}</span>;
}

function LocationItem({
  sportHref,
  sportId,
  node,
}: {
  sportHref: string;
  sportId: number;
  node: TreeNode;
}) {
  const [open, setOpen] = useState(false);
  const leagues = useTreeChildren(open, loadLeagues(sportId, node.id), `${sportId}:${node.id}`);
  const href = `${sportHref}&location_id=${node.id}`;
  return (
    <li>
      <div className={styles.treeRow}>
        <AppLink href={href} className={`${styles.link} ${styles.sub}`} data-location-id={node.id}>
          <span className={styles.name}>{node.name}</span>
          <Count value={node.cnt} />
        </AppLink>
        <Caret open={open} name={node.name} onToggle={() => setOpen((v) => !v)} />
      </div>
      {open ? (
        <ul className={styles.tree}>
          {leagues === null ? <li className={styles.treeNote}>{SIDE_TREE.loading}</li> : null}
          {leagues?.map((league) => (
            <li key={league.id}>
              <AppLink
                href={`${href}&league=${league.id}`}
                className={`${styles.link} ${styles.subsub}`}
                data-league-id={league.id}
              >
                <span className={styles.name}>{league.name}</span>
                <Count value={league.cnt} />
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SportItem({
  sport,
  count,
}: {
  sport: (typeof SPORT_LINKS)[number];
  count: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const locations = useTreeChildren(open, loadLocations(sport.id), String(sport.id));
  return (
    <li>
      <div className={styles.treeRow}>
        <AppLink href={sport.href} className={styles.link} data-sport-id={sport.id}>
          <span className={styles.icon}>
            <Icon name={sport.flag} size={18} />
          </span>
          <span className={styles.name}>{sport.name}</span>
          <Count value={count} />
        </AppLink>
        <Caret open={open} name={sport.name} onToggle={() => setOpen((v) => !v)} />
      </div>
      {open ? (
        <ul className={styles.tree}>
          {locations === null ? <li className={styles.treeNote}>{SIDE_TREE.loading}</li> : null}
          {locations?.map((node) => (
            <LocationItem key={node.id} sportHref={sport.href} sportId={sport.id} node={node} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The prematch part of the left side menu (spec §2, §7): every sport with its fixture count
 * (GET sports-prematch/sports, 'etc' left out, the total the sum), a sport opening its locations
 * and a location its leagues; each entry links to /europe with the spec's query parameters.
 */
export function PrematchTree() {
  const counts = usePrematchSportCounts();
  const countOf = (sportId: number) =>
    counts ? (counts.rows.find((row) => row.sport_id === sportId)?.cnt ?? 0) : undefined;
  return (
    <ul data-testid="prematch-tree">
      <li>
        <AppLink href="/europe" className={styles.link} exact>
          <span className={styles.icon}>
            <Icon name="globe" size={18} />
          </span>
          <span className={styles.name}>{SHELL.allSports}</span>
          <Count value={counts?.total} />
        </AppLink>
      </li>
      {SPORT_LINKS.map((sport) => (
        <SportItem key={sport.id} sport={sport} count={countOf(sport.id)} />
      ))}
    </ul>
  );
}
