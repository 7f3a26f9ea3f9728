import { SHELL } from '../../../common/i18n/shell.ko';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p className={styles.notice}>
        <span className={styles.age}>19</span>
        {SHELL.footerNotice}
      </p>
      <p>{SHELL.copyright}</p>
    </footer>
  );
}
