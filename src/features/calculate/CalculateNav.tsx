import { ROLLING } from '../../../common/i18n/rolling.ko';
import { AppLink } from '../../ui/AppLink';
import styles from './Calculate.module.css';

export type CalculatePageKey = 'calculate' | 'calculateCasino' | 'calculateSlot' | 'calculateEvent';

const PAGES: readonly CalculatePageKey[] = [
  'calculate',
  'calculateCasino',
  'calculateSlot',
  'calculateEvent',
];

/** Links between the four settlement pages of spec §2. */
export function CalculateNav() {
  return (
    <nav aria-label={ROLLING.nav.label} className={styles.nav}>
      {PAGES.map((page) => (
        <AppLink
          key={page}
          href={`/${page}`}
          exact
          className={styles.navLink}
          activeClassName={styles.navActive}
          data-testid={`calculate-nav-${page}`}
        >
          {ROLLING.nav[page]}
        </AppLink>
      ))}
    </nav>
  );
}
