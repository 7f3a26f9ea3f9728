import { useEffect, useId, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { openConfirmInstead } from './confirm-link';
import { GLOBAL_MENU, newTabProps, type MenuLink } from './menu-items';
import styles from './GlobalMenu.module.css';

function Dropdown({ label, links }: { label: string; links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = links.some((l) => {
    const href = typeof l.href === 'function' ? l.href() : l.href;
    return pathname.startsWith(href.split('?')[0] ?? href);
  });

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <li
      ref={root}
      className={styles.item}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={`${styles.link} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={id}
        // A mouse already opened it on hover, so a click keeps it open; keyboard (detail 0) toggles.
        onClick={(e) => setOpen((v) => (e.detail === 0 ? !v : true))}
      >
        {label}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" className={styles.caret}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={id} className={styles.dropdown} hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <AppLink
              href={link.href}
              className={styles.dropdownLink}
              onClick={() => setOpen(false)}
              {...newTabProps(link)}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop global menu of spec §2. */
export function GlobalMenu() {
  return (
    <nav className={styles.bar} aria-label={SHELL.mainNav} data-testid="global-menu">
      <ul className={styles.list}>
        {GLOBAL_MENU.map((entry) =>
          'children' in entry ? (
            <Dropdown key={entry.label} label={entry.label} links={entry.children} />
          ) : (
            <li key={entry.label} className={styles.item}>
              <AppLink
                href={entry.href}
                className={styles.link}
                activeClassName={styles.active}
                {...newTabProps(entry)}
                onClick={(event) => openConfirmInstead(entry, event)}
              >
                {entry.label}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
