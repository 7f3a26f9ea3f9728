import { useId, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useUser } from '../../../app/hooks';
import { ADMIN_HOME, staffAreaOf } from '../../../machines/role-redirect';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { BackOfficeLayout } from '../../../ui/BackOfficeLayout';
import { LoginRequired } from '../../../ui/LoginRequired';
import { useLogout } from '../../../ui/session-actions';
import controls from '../../../ui/controls.module.css';
import { STAFF } from '../../../../common/i18n/staff.ko';
import { ADMIN_SECTIONS, mayOpen, sectionAt } from './admin-sections';
import styles from './AdminArea.module.css';
import { useStaffMe } from './use-staff-me';

type Props = { children: ReactNode };

/**
 * The frame of every `/admin/<section>` page: the tab row (one link per section the operator's
 * staff role opens) around the section. The `_admin` route's beforeLoad already sent
 * non-operators away; the checks here only follow the session while the page stays open (a
 * logout shows the login prompt, not a panel). A section the role does not open shows the
 * forbidden notice instead of its panel; the server refuses its calls in any case.
 */
export function AdminLayout({ children }: Props) {
  const user = useUser();
  const onLogout = useLogout();
  const baseId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = sectionAt(pathname);
  const allowed = staffAreaOf(user) === ADMIN_HOME;
  const me = useStaffMe(allowed ? user?.id : undefined, current?.tab);
  const permissions = me.data?.permissions;
  const sections = ADMIN_SECTIONS.filter((s) => permissions && mayOpen(s, permissions));

  const nav = allowed ? (
    <div role="tablist" aria-label={ADMIN.areaTitle} className={styles.tabs}>
      {sections.map((section) => (
        <Link
          key={section.tab}
          to={section.path}
          role="tab"
          id={`${baseId}-tab-${section.tab}`}
          aria-selected={current?.tab === section.tab}
          aria-controls={`${baseId}-panel`}
          className={styles.tab}
          data-testid={`admin-tab-${section.tab}`}
        >
          {section.label}
        </Link>
      ))}
    </div>
  ) : null;

  return (
    <BackOfficeLayout
      title={ADMIN.areaTitle}
      userLabel={user ? `${user.nickname} (${user.userId})` : undefined}
      logoutLabel={ADMIN.logout}
      onLogout={() => void onLogout()}
      nav={nav}
    >
      {allowed ? (
        permissions === undefined ? (
          me.error ? (
            <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
              {STAFF.meFailed}
            </p>
          ) : null
        ) : current && !mayOpen(current, permissions) ? (
          <p
            className={`${controls.notice} ${controls.noticeError}`}
            role="alert"
            data-testid="admin-section-forbidden"
          >
            {STAFF.sectionForbidden}
          </p>
        ) : (
          <div
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={current ? `${baseId}-tab-${current.tab}` : undefined}
          >
            {children}
          </div>
        )
      ) : user === null ? (
        <LoginRequired />
      ) : (
        <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
          {ADMIN.forbidden}
        </p>
      )}
    </BackOfficeLayout>
  );
}
