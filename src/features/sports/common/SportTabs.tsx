import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { SPORTS } from '../../../../common/i18n/sports.ko';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { Icon } from '../../../ui/icons';
import styles from './Sports.module.css';

type Props = {
  selected: number | undefined;
  /** Link of one sport (undefined: every sport), built on click (fresh `time=`, spec §2). */
  hrefOf: (sportId: number | undefined) => string;
  /** Fixtures per sport, when the page knows them. */
  counts?: Readonly<Record<number, number>>;
};

/** A tab link whose current state is the page's selected sport, not a path match. */
function TabLink({
  href,
  current,
  sportId,
  children,
}: {
  href: () => string;
  current: boolean;
  sportId?: number;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href()}
      className={styles.tab}
      data-sport-id={sportId}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href: href() });
      }}
    >
      {children}
    </a>
  );
}

/** Sport filter tabs (spec §2: `sport_id` plus the sport's flag, e.g. `Football=1`). */
export function SportTabs({ selected, hrefOf, counts }: Props) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <nav aria-label={T.sportFilter}>
      <ul className={styles.tabs} data-testid="sport-tabs">
        <li>
          <TabLink href={() => hrefOf(undefined)} current={selected === undefined}>
            {T.allSports}
            {total !== undefined ? <span className={styles.count}>{total}</span> : null}
          </TabLink>
        </li>
        {SPORTS.map((sport) => (
          <li key={sport.id}>
            <TabLink
              href={() => hrefOf(sport.id)}
              current={selected === sport.id}
              sportId={sport.id}
            >
              <Icon name={sport.flag} size={14} />
              {sport.name}
              {counts ? <span className={styles.count}>{counts[sport.id] ?? 0}</span> : null}
            </TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `?sport_id=6046&Football=1` plus other values, absent ones dropped. */
export function sportQuery(
  sportId: number | undefined,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  const sport = SPORTS.find((s) => s.id === sportId);
  if (sport) {
    params.set('sport_id', String(sport.id));
    params.set(sport.flag, '1');
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
