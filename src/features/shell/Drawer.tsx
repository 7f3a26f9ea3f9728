import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { openDialog } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { formatPoints, formatWon } from '../../../common/domain/format';
import { SHELL } from '../../../common/i18n/shell.ko';
import { MENU } from '../../../common/i18n/menu.ko';
import { AppLink } from '../../ui/AppLink';
import { LevelIcon } from '../../ui/LevelIcon';
import { openJoinDialog, useLogout } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';
import { openConfirmInstead } from './confirm-link';
import { InstallHint } from './InstallHint';
import { flattenMenu, GLOBAL_MENU, newTabProps, RIGHT_TAB_LINKS, uniqueLinks } from './menu-items';
import { readViewMode, saveViewMode, type ViewMode } from './view-mode';
import styles from './Drawer.module.css';

type Props = { open: boolean; onClose: () => void };

/** The slide-out drawer (spec §2): 260 px on desktop, 360 px on mobile, quick links, view switch. */
export function Drawer({ open, onClose }: Props) {
  const user = useUser();
  const onLogout = useLogout();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [mode, setMode] = useState<ViewMode>(() => readViewMode() ?? 'mobile');
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => onCloseRef.current(), [pathname]);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCloseRef.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Every page of the menu and the tab bar once (the tab bar repeats rules, wallet, inbox).
  const links = uniqueLinks([...flattenMenu(GLOBAL_MENU), ...RIGHT_TAB_LINKS]);
  const choose = (next: ViewMode) => {
    setMode(next);
    saveViewMode(next);
  };

  return (
    <>
      <div className={styles.scrim} data-open={open} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="shell-drawer"
        className={styles.drawer}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={SHELL.drawerTitle}
        tabIndex={-1}
        inert={!open}
        data-testid="drawer"
      >
        <div className={styles.head}>
          {user ? (
            <div className={styles.user}>
              <LevelIcon level={user.level} size={28} />
              <div>
                <AppLink href="/member" className={styles.nick}>
                  {user.nickname}
                  {SHELL.nicknameSuffix}
                </AppLink>
                <div className={styles.money}>
                  <span className={styles.cash}>{formatWon(user.emoney)}</span>
                  <span className={styles.point}>{formatPoints(user.point)}</span>
                </div>
              </div>
            </div>
          ) : (
            <div className={styles.guest}>
              <button
                type="button"
                className={`${controls.btn} ${controls.accent}`}
                onClick={() => {
                  onClose();
                  openDialog('login');
                }}
              >
                {SHELL.login}
              </button>
              <button
                type="button"
                className={controls.btn}
                onClick={() => {
                  onClose();
                  openJoinDialog('join');
                }}
              >
                {SHELL.join}
              </button>
            </div>
          )}
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={SHELL.closeMenu}
          >
            ×
          </button>
        </div>

        <nav aria-label={SHELL.drawerTitle}>
          <h2 className={styles.section}>{SHELL.drawerTitle}</h2>
          <ul className={styles.grid}>
            <li>
              <AppLink href="/" className={styles.link} exact activeClassName={styles.active}>
                {MENU.home}
              </AppLink>
            </li>
            {links.map((link) => (
              <li key={`${link.label}-${typeof link.href === 'string' ? link.href : link.label}`}>
                <AppLink
                  href={link.href}
                  className={styles.link}
                  activeClassName={styles.active}
                  {...newTabProps(link)}
                  onClick={(event) => {
                    if (openConfirmInstead(link, event)) onClose();
                  }}
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <InstallHint />

        <div className={styles.viewSwitch} role="group" aria-label={SHELL.viewMode}>
          <span className={styles.section}>{SHELL.viewMode}</span>
          <div className={styles.segment}>
            {(['desktop', 'mobile'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                className={styles.segmentButton}
                onClick={() => choose(m)}
              >
                {m === 'desktop' ? SHELL.desktopView : SHELL.mobileView}
              </button>
            ))}
          </div>
        </div>

        {user ? (
          <button
            type="button"
            className={`${controls.btn} ${controls.block}`}
            onClick={() => void onLogout()}
          >
            {SHELL.logout}
          </button>
        ) : null}
      </div>
    </>
  );
}
