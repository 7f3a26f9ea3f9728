import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icons';
import { SPORTS } from '../../../../common/i18n/sports.ko';
import styles from './Board.module.css';

type Props = {
  sportId: number;
  locationName: string;
  leagueName: string;
  children?: ReactNode;
};

/** The league header above its fixtures: the sport's mark, the location as a flag chip, the name. */
export function LeagueHeader({ sportId, locationName, leagueName, children }: Props) {
  const flag = SPORTS.find((s) => s.id === sportId)?.flag;
  return (
    <div className={styles.league} data-testid="league-header">
      {flag ? (
        <span className={styles.leagueIcon}>
          <Icon name={flag as IconName} size={16} />
        </span>
      ) : null}
      <span className={styles.flag}>{locationName}</span>
      <span className={styles.leagueName}>{leagueName}</span>
      {children}
    </div>
  );
}

/** Consecutive fixtures of one league share a header. */
export function groupByLeague<T extends { leagueId: number }>(
  items: readonly T[],
): { leagueId: number; items: T[] }[] {
  const groups: { leagueId: number; items: T[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.leagueId === item.leagueId) last.items.push(item);
    else groups.push({ leagueId: item.leagueId, items: [item] });
  }
  return groups;
}
