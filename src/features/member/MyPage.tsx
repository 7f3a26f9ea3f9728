import { useEffect, useState, type ReactNode } from 'react';
import { fetchMemberProfile } from '../../api/member-profile.api';
import { openDialog, refreshUser } from '../../app/commands';
import { useUnreadCount, useUser } from '../../app/hooks';
import type { MemberProfile } from '../../../common/contract/member-profile.contract';
import {
  formatPhone,
  formatPoints,
  formatShortDate,
  formatWon,
} from '../../../common/domain/format';
import { MY_PAGE } from '../../../common/i18n/member.ko';
import { ACTIVITY, PROFILE_EDIT } from '../../../common/i18n/member-profile.ko';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { Card } from '../../ui/Card';
import { LevelIcon } from '../../ui/LevelIcon';
import { LoginRequired } from '../../ui/LoginRequired';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { ProfileEditForm } from './ProfileEditForm';
import { RecentActivity } from './RecentActivity';
import styles from './MyPage.module.css';

type BalanceProps = {
  label: string;
  amount: string;
  amountClassName: string | undefined;
  testId: string;
  children: ReactNode;
};

/** One balance box: its label, the amount and the links that go with it. */
function Balance({ label, amount, amountClassName, testId, children }: BalanceProps) {
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{label}</span>
      <strong className={amountClassName} data-testid={testId}>
        {amount}
      </strong>
      <div className={styles.balanceActions}>{children}</div>
    </div>
  );
}

/**
 * `/member`: level, nickname, live balances, recommend code, phone, recent activity,
 * the info edit (nickname, phone) and the password change.
 */
export function MyPage() {
  const user = useUser();
  if (!user) {
    return <LoginRequired message={MY_PAGE.loginRequired} />;
  }
  // A different member (after logout → login) starts with a fresh page and no old profile.
  return <MemberPage key={user.id} />;
}

function MemberPage() {
  const user = useUser()!;
  const unread = useUnreadCount();
  const [copied, setCopied] = useState(false);
  const loaded = useAsync(fetchMemberProfile, []);
  const [saved, setSaved] = useState<MemberProfile | null>(null);
  useEffect(() => setSaved(null), [loaded.data]);
  const profile = saved ?? loaded.data;

  const onSaved = (next: MemberProfile) => {
    setSaved(next);
    // The top bar and the drawer show the nickname from the user record.
    refreshUser();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(user.recommendCode);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const rows: [string, string, string][] = [
    [MY_PAGE.userId, user.userId, 'member-user-id'],
    [MY_PAGE.nickname, user.nickname, 'member-nickname'],
    [MY_PAGE.level, `${SHELL.levelPrefix}${user.level}`, 'member-level'],
    [MY_PAGE.phone, formatPhone(user.phone), 'member-phone'],
  ];

  return (
    <div className={styles.page} data-testid="my-page">
      <header className={styles.hero}>
        <LevelIcon level={user.level} size={56} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>
            {user.nickname}
            <span className={styles.suffix}>{SHELL.nicknameSuffix}</span>
          </h1>
          <p className={styles.lead}>{MY_PAGE.lead}</p>
          <p className={styles.meta}>
            <span data-testid="member-hero-level">
              {SHELL.levelPrefix}
              {user.level}
            </span>
            {profile ? (
              <span>
                {ACTIVITY.joinedAt} {formatShortDate(profile.joinedAt)}
              </span>
            ) : null}
            <AppLink href="/message">{ACTIVITY.unread(unread)}</AppLink>
          </p>
        </div>
      </header>

      <div className={styles.balances}>
        <Balance
          label={MY_PAGE.cash}
          amountClassName={styles.cash}
          testId="member-cash"
          amount={formatWon(user.emoney)}
        >
          <AppLink href="/charge" className={`${controls.btn} ${controls.sm} ${controls.accent}`}>
            {MY_PAGE.charge}
          </AppLink>
          <AppLink href="/exchange" className={`${controls.btn} ${controls.sm}`}>
            {MY_PAGE.exchange}
          </AppLink>
        </Balance>
        <Balance
          label={MY_PAGE.points}
          amountClassName={styles.point}
          testId="member-points"
          amount={formatPoints(user.point)}
        >
          <AppLink href="/mywallet/point" className={`${controls.btn} ${controls.sm}`}>
            {MY_PAGE.pointHistory}
          </AppLink>
        </Balance>
      </div>

      <Card id="member-profile" title={MY_PAGE.profile}>
        <dl className={styles.list}>
          {rows.map(([label, value, testId]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
          <div className={styles.row}>
            <dt>{MY_PAGE.recommendCode}</dt>
            <dd className={styles.code}>
              <span data-testid="member-recommend-code">{user.recommendCode}</span>
              <button
                type="button"
                className={`${controls.btn} ${controls.sm}`}
                onClick={() => void copy()}
              >
                {MY_PAGE.copyCode}
              </button>
              {copied ? (
                <span className={controls.success} role="status">
                  {MY_PAGE.copied}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </Card>

      {profile ? (
        <ProfileEditForm nickname={profile.nickname} phone={profile.phone} onSaved={onSaved} />
      ) : null}

      <Card
        id="member-security"
        title={MY_PAGE.security}
        actions={
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.primary}`}
            onClick={() => openDialog('changePassword')}
          >
            {MY_PAGE.changePassword}
          </button>
        }
      >
        <p className={`${controls.cardBody} ${controls.hint}`}>
          {MY_PAGE.securityHint} {PROFILE_EDIT.passwordLead}
        </p>
      </Card>

      <RecentActivity items={profile?.activity} loading={loaded.loading} error={loaded.error} />
    </div>
  );
}
