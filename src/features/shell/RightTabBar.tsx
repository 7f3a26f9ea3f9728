import { useUnreadCount } from '../../app/hooks';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { RIGHT_TAB_LINKS } from './menu-items';
import { TabIcon } from './TabIcon';
import styles from './RightTabBar.module.css';

/** The fixed right-side tab bar of spec §2 (desktop only). */
export function RightTabBar() {
  const unread = useUnreadCount();
  return (
    <nav className={styles.bar} aria-label={SHELL.quickNav} data-testid="right-tabs">
      <ul>
        {RIGHT_TAB_LINKS.map((tab) => (
          <li key={tab.label}>
            <AppLink href={tab.href} className={styles.tab} activeClassName={styles.active}>
              <TabIcon name={tab.icon} />
              <span>{tab.label}</span>
              {tab.icon === 'message' && unread > 0 ? (
                <span className={styles.badge} aria-label={SHELL.unreadCount(unread)}>
                  {unread}
                </span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
