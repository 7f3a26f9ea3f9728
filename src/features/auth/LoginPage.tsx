import { openDialog } from '../../app/commands';
import { LOGIN } from '../../../common/i18n/member.ko';
import { SHELL } from '../../../common/i18n/shell.ko';
import { openJoinDialog } from '../../ui/session-actions';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

/** `/login`. After success the session machine goes home, or to the staff area (spec §4). */
export function LoginPage() {
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <p className={styles.brand}>{SHELL.siteName}</p>
        <h1 id="login-title" className={styles.title}>
          {LOGIN.welcome}
        </h1>
        <p className={styles.lead}>{LOGIN.lead}</p>
      </header>
      <LoginForm idPrefix="login-page" autoFocus />
      <p className={styles.noAccount}>{LOGIN.noAccount}</p>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => openJoinDialog('join')}>
          {LOGIN.join}
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openJoinDialog('recommenderJoin')}
        >
          {LOGIN.recommenderJoin}
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openDialog('findPassword')}
        >
          {LOGIN.findPassword}
        </button>
      </div>
    </section>
  );
}
