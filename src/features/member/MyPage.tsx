import { useState } from 'react';
import { openDialog } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { formatPhone, formatPoints, formatWon } from '../../domain/format';
import { MY_PAGE } from '../../i18n/member.ko';
import { SHELL } from '../../i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { LevelIcon } from '../../ui/LevelIcon';
import { LoginRequired } from '../../ui/LoginRequired';
import controls from '../../ui/controls.module.css';
import styles from './MyPage.module.css';

/** `/member`: level, nickname, balances, recommend code, phone and the password change. */
export function MyPage() {
  const user = useUser();
  const [copied, setCopied] = useState(false);
  if (!user) {
    return <LoginRequired message={MY_PAGE.loginRequired} />;
  }

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
        </div>
      </header>

      <div className={styles.balances}>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{MY_PAGE.cash}</span>
          <strong className={styles.cash} data-testid="member-cash">
            {formatWon(user.emoney)}
          </strong>
          <div className={styles.balanceActions}>
            <AppLink href="/charge" className={`${controls.btn} ${controls.sm} ${controls.accent}`}>
              {MY_PAGE.charge}
            </AppLink>
            <AppLink href="/exchange" className={`${controls.btn} ${controls.sm}`}>
              {MY_PAGE.exchange}
            </AppLink>
          </div>
        </div>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{MY_PAGE.points}</span>
          <strong className={styles.point} data-testid="member-points">
            {formatPoints(user.point)}
          </strong>
          <div className={styles.balanceActions}>
            <AppLink href="/mywallet/point" className={`${controls.btn} ${controls.sm}`}>
              {MY_PAGE.pointHistory}
            </AppLink>
          </div>
        </div>
      </div>

      <section className={controls.card} aria-labelledby="member-profile">
        <header className={controls.cardHeader}>
          <h2 id="member-profile" className={controls.cardTitle}>
            {MY_PAGE.profile}
          </h2>
        </header>
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
      </section>

      <section className={controls.card} aria-labelledby="member-security">
        <header className={controls.cardHeader}>
          <h2 id="member-security" className={controls.cardTitle}>
            {MY_PAGE.security}
          </h2>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.primary}`}
            onClick={() => openDialog('changePassword')}
          >
            {MY_PAGE.changePassword}
          </button>
        </header>
        <p className={`${controls.cardBody} ${controls.hint}`}>{MY_PAGE.securityHint}</p>
      </section>
    </div>
  );
}
