import { SHELL } from '../../i18n/shell.ko';
import { MENU } from '../../i18n/menu.ko';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/icons';
import { KOREA_LINKS, SPORT_LINKS } from './menu-items';
import styles from './SideMenu.module.css';

/** The left prematch menu on medium and larger screens (spec §2). */
export function SideMenu() {
  return (
    <aside className={styles.side} aria-label={SHELL.sideNav} data-testid="side-menu">
      <section className={styles.block}>
        <h2 className={styles.title}>{SHELL.prematchTitle}</h2>
        <ul>
          <li>
            <AppLink href="/europe" className={styles.link} exact>
              <span className={styles.icon}>
                <Icon name="globe" size={18} />
              </span>
              <span className={styles.name}>{SHELL.allSports}</span>
            </AppLink>
          </li>
          {SPORT_LINKS.map((sport) => (
            <li key={sport.id}>
              <AppLink href={sport.href} className={styles.link} data-sport-id={sport.id}>
                <span className={styles.icon}>
                  <Icon name={sport.flag} size={18} />
                </span>
                <span className={styles.name}>{sport.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
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
