import { SHELL } from '../../../common/i18n/shell.ko';
import { MENU } from '../../../common/i18n/menu.ko';
import { AppLink } from '../../ui/AppLink';
import { KOREA_LINKS } from './menu-items';
import { PrematchTree } from './PrematchTree';
import styles from './SideMenu.module.css';

/** The left prematch menu on medium and larger screens (spec §2). */
export function SideMenu() {
  return (
    <aside className={styles.side} aria-label={SHELL.sideNav} data-testid="side-menu">
      <section className={styles.block}>
        <h2 className={styles.title}>{SHELL.prematchTitle}</h2>
        <PrematchTree />
      </section>
      <section className={styles.block}>
        <h2 className={styles.title}>{MENU.koreaSports}</h2>
        <ul>
          {KOREA_LINKS.map((link) => (
            <li key={link.label}>
              <AppLink href={link.href} className={styles.link}>
                <span className={styles.bullet} aria-hidden="true" />
                <span className={styles.name}>{link.label}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <AppLink href="/inplay" className={styles.live}>
        <span className={styles.liveDot} aria-hidden="true" />
        {MENU.inplay}
        <span className={styles.liveTag}>LIVE</span>
      </AppLink>
    </aside>
  );
}
