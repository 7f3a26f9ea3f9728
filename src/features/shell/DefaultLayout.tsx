import { useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery, MOBILE_QUERY, SMALL_QUERY } from '../../ui/use-media-query';
import { OfflineBanner } from './ConnectionIndicator';
import { Drawer } from './Drawer';
import { Footer } from './Footer';
import { GlobalMenu } from './GlobalMenu';
import { MobileStrip } from './MobileStrip';
import { OfflineScreen, useOpenedOffline } from './OfflineScreen';
import { MobileTopBar } from './MobileTopBar';
import { ProgressBar } from './ProgressBar';
import { RightTabBar } from './RightTabBar';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { applyViewMode, readViewMode } from './view-mode';
import styles from './DefaultLayout.module.css';

type Props = {
  children: ReactNode;
  /** Dialogs of other features, composed by the route (features never import each other). */
  overlays?: ReactNode;
};

/**
 * The default layout of spec §2. Below 1,264 px the mobile shell (top bar, drawer, user strip)
 * replaces the desktop top bar, global menu and right tabs; the side menu shows from 960 px.
 */
export function DefaultLayout({ children, overlays }: Props) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const small = useMediaQuery(SMALL_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openedOffline = useOpenedOffline();

  useEffect(() => applyViewMode(readViewMode()), []);

  return (
    <div className={styles.shell} data-layout={mobile ? 'mobile' : 'desktop'}>
      <ProgressBar />
      <OfflineBanner />
      {mobile ? (
        <>
          <MobileTopBar drawerOpen={drawerOpen} onMenu={() => setDrawerOpen((v) => !v)} />
          <MobileStrip />
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </>
      ) : (
        <>
          <TopBar />
          <GlobalMenu />
        </>
      )}
      <div className={styles.body}>
        {small ? null : <SideMenu />}
        <main className={styles.content} id="main">
          {openedOffline ? <OfflineScreen /> : children}
        </main>
      </div>
      <Footer />
      {mobile ? null : <RightTabBar />}
      <ScrollTopButton />
      {overlays}
    </div>
  );
}
