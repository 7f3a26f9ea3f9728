import { useState, type FormEvent } from 'react';
import { convertPoints } from '../../api/points.api';
import { refreshUser } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { POINT_CONVERT_LIMITS } from '../../../common/contract/points.contract';
import { formatPoints, formatWon } from '../../../common/domain/format';
import { POINTS } from '../../../common/i18n/points.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import {
  QUICK_POINTS,
  addQuickPoints,
  convertibleAll,
  parsePoints,
  pointRulesText,
  pointsError,
} from './points';
import styles from './Points.module.css';
import { StatementTabs } from './StatementTabs';

/** `/mywallet/point`: current points and cash, convert points to cash, and both statements. */
export function PointPage() {
  const user = useUser();
  if (!user) return <LoginRequired message={POINTS.loginRequired} />;
  return <PointContent emoney={user.emoney} point={user.point} />;
}

function PointContent({ emoney, point }: { emoney: number; point: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The answer's balances until the user record catches up (the balance event follows too).
  const [after, setAfter] = useState<{ emoney: number; point: number } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const shown = after ?? { emoney, point };
  const parsed = parsePoints(text);

  const change = (value: string) => {
    setText(value);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const points = parsePoints(text);
    const problem = pointsError(points, shown.point);
    setError(problem);
    if (problem || points === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const balances = await convertPoints({ points, idempotencyKey: crypto.randomUUID() });
      setAfter(balances);
      const won = points * POINT_CONVERT_LIMITS.wonPerPoint;
      setNotice({ ok: true, text: POINTS.done(formatPoints(points), formatWon(won)) });
      setText('');
      refreshUser();
      setReloadKey((k) => k + 1);
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="point-page">
      <Card id="point-title" heading="h1" title={POINTS.title}>
        <form
          className={styles.body}
          data-testid="point-convert-form"
          noValidate
          onSubmit={onSubmit}
        >
          <p className={controls.hint}>{POINTS.lead}</p>
          <div className={styles.balances}>
            <div>
              <span className={controls.label}>{POINTS.currentPoint}</span>{' '}
              <strong className={styles.figure} data-testid="point-balance">
                {formatPoints(shown.point)}
              </strong>
            </div>
            <div>
              <span className={controls.label}>{POINTS.currentCash}</span>{' '}
              <strong className={styles.figure} data-testid="point-cash">
                {formatWon(shown.emoney)}
              </strong>
            </div>
          </div>
          <FormField
            id="point-amount"
            label={POINTS.amount}
            message={
              <>
                <FieldError id="point-amount-error">{error}</FieldError>
                <p className={controls.hint}>
                  {parsed !== null && Number.isSafeInteger(parsed)
                    ? `${formatPoints(parsed)} → ${formatWon(parsed * POINT_CONVERT_LIMITS.wonPerPoint)} · `
                    : ''}
                  {pointRulesText()}
                </p>
              </>
            }
          >
            <div className={styles.amountRow}>
              <input
                id="point-amount"
                name="points"
                className={controls.input}
                inputMode="numeric"
                autoComplete="off"
                placeholder={POINTS.amountPlaceholder}
                value={text}
                onChange={(e) => change(e.target.value)}
                {...invalidProps(error, 'point-amount-error')}
              />
              <span>{POINTS.unitP}</span>
            </div>
            <div className={styles.quick} role="group" aria-label={POINTS.quickGroup}>
              {QUICK_POINTS.map((q) => (
                <button
                  key={q.points}
                  type="button"
                  className={`${controls.btn} ${controls.sm}`}
                  onClick={() => change(addQuickPoints(text, q.points))}
                >
                  {POINTS.quick(q.label)}
                </button>
              ))}
              <button
                type="button"
                className={`${controls.btn} ${controls.sm}`}
                onClick={() => change(String(convertibleAll(shown.point)))}
              >
                {POINTS.all}
              </button>
              <button
                type="button"
                className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
                onClick={() => change('')}
              >
                {POINTS.reset}
              </button>
            </div>
          </FormField>
          {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
          <button
            type="submit"
            className={`${controls.btn} ${controls.accent} ${controls.block}`}
            disabled={busy}
          >
            {busy ? POINTS.submitting : POINTS.submit}
          </button>
        </form>
      </Card>
      <StatementTabs reloadKey={reloadKey} />
    </div>
  );
}
