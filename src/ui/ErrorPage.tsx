import { Link } from '@tanstack/react-router';
import { isHTTPError } from '../api/http';
import { ERROR_PAGE, SITE_NAME } from '../../common/i18n/shell.ko';
import controls from './controls.module.css';
import styles from './ErrorPage.module.css';

/** Status of a thrown error: the HTTP status when there is one, else 500 (spec §8). */
export function errorStatus(error: unknown): number {
  if (isHTTPError(error)) return error.response.status;
  if (error && typeof error === 'object') {
    for (const key of ['status', 'statusCode'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && value >= 400 && value < 1000) return value;
    }
  }
  return 500;
}

type Props = { status: number; message?: string };

/** The error page of spec §2: status, the required English sentence, the message, a way home. */
export function ErrorPage({ status, message }: Props) {
  const notFound = status === 404;
  return (
    <main className={styles.page} data-testid="error-page">
      <div className={styles.box}>
        <p className={styles.brand}>{SITE_NAME}</p>
        <h1 className={styles.status}>{status}</h1>
        <p className={styles.headline}>{notFound ? ERROR_PAGE.notFound : ERROR_PAGE.generic}</p>
        <p className={styles.message}>{message ?? (notFound ? ERROR_PAGE.notFoundHint : '')}</p>
        <Link to="/" className={`${controls.btn} ${controls.accent}`}>
          {ERROR_PAGE.backHome}
        </Link>
      </div>
    </main>
  );
}
