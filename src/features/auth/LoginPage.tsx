import { useRouter } from '@tanstack/react-router';
import { openDialog } from '../../app/commands';
import { useSiteSettings } from '../../app/hooks';
import { LOGIN } from '../../i18n/member.ko';
import { SHELL } from '../../i18n/shell.ko';
import { openJoinDialog } from '../../ui/session-actions';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

/** `/login`: after success go home; the navigation gate sends admins and managers on (spec §4). */
export function LoginPage() {
  const router = useRouter();
  const { joinStartEndFlg } = useSiteSettings();
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <p className={styles.brand}>{SHELL.siteName}</p>
        <h1 id="login-title" className={styles.title}>
          {LOGIN.welcome}
        </h1>
        <p className={styles.lead}>{LOGIN.lead}</p>
      </header>
      <LoginForm
        idPrefix="login-page"
        autoFocus
        onSuccess={() => void router.navigate({ to: '/' })}
      />
      <div className={styles.links}>
        <span>{LOGIN.noAccount}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openJoinDialog('join', joinStartEndFlg)}
        >
          {LOGIN.join}
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openJoinDialog('recommenderJoin', joinStartEndFlg)}
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
