import { useState, type ReactNode } from 'react';
import { openDialog } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { formatPhone, formatPoints, formatWon } from '../../domain/format';
import { MY_PAGE } from '../../i18n/member.ko';
import { SHELL } from '../../i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { Card } from '../../ui/Card';
import { LevelIcon } from '../../ui/LevelIcon';
import { LoginRequired } from '../../ui/LoginRequired';
import controls from '../../ui/controls.module.css';
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
        <p className={`${controls.cardBody} ${controls.hint}`}>{MY_PAGE.securityHint}</p>
      </Card>
    </div>
  );
}
