import { useUser } from '../../app/hooks';
import { openDialog, refreshUser } from '../../app/commands';
import { formatPoints, formatWon } from '../../../common/domain/format';
import { MONEY_HISTORY } from '../../../common/i18n/money-history.ko';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { LevelIcon } from '../../ui/LevelIcon';
import styles from './MobileStrip.module.css';

/** Mobile/tablet user strip (spec §2): level icon, nickname, cash (refreshes the user), points. */
export function MobileStrip() {
  const user = useUser();
  if (!user) return null;
  return (
    <div className={styles.strip} data-testid="mobile-strip">
      <LevelIcon level={user.level} size={20} />
      <AppLink href="/member" className={styles.nick}>
        {user.nickname}
      </AppLink>
      <span className={styles.spacer} />
      <AppLink
        href="/charge"
        className={styles.cash}
        onClick={() => refreshUser()}
        aria-label={`${SHELL.cash} ${formatWon(user.emoney)}`}
      >
        {formatWon(user.emoney)}
      </AppLink>
      <AppLink
        href="/mywallet/point"
        className={styles.point}
        aria-label={`${SHELL.points} ${formatPoints(user.point)}`}
      >
        {formatPoints(user.point)}
      </AppLink>
      {/* Spec §4 'money change' dialog (its tabs switch to 'point change'). */}
      <button
        type="button"
        className={styles.history}
        onClick={() => openDialog('moneyChange')}
        data-testid="mobile-money-history"
      >
        {MONEY_HISTORY.open.cash}
      </button>
    </div>
  );
}
