import type { ReactNode } from 'react';
import { SHELL } from '../../../common/i18n/shell.ko';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { OfflineScreen, useOpenedOffline } from './OfflineScreen';
import { ProgressBar } from './ProgressBar';
import styles from './LoginLayout.module.css';

/** The login layout (spec §2): brand, a centred card, no menus. */
export function LoginLayout({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  const openedOffline = useOpenedOffline();
  return (
    <div className={styles.layout}>
      <ProgressBar />
      <header className={styles.header}>
        <Logo />
        <span className={styles.tagline}>{SHELL.tagline}</span>
      </header>
      <main className={styles.main}>{openedOffline ? <OfflineScreen /> : children}</main>
      <Footer />
      {overlays}
    </div>
  );
}
