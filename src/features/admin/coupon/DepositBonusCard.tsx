import { useEffect, useState, type FormEvent } from 'react';
import { fetchDepositBonusRules, saveDepositBonusRules } from '../../../api/admin-coupon.api';
import type { DepositBonusRule } from '../../../../common/contract/deposit-bonus.contract';
import { COUPON } from '../../../../common/i18n/coupon.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import {
  hundredthsToPercentText,
  parseCap,
  percentTextToHundredths,
} from '../../../ui/coupon/bonus-input';
import { NumberCell } from '../shared/NumberCell';
import { useAdminSave } from '../shared/use-admin-save';

const T = COUPON.bonus;

type Row = { level: number; percent: string; cap: string };

const toRows = (rules: DepositBonusRule[]): Row[] =>
  rules.map((r) => ({
    level: r.level,
    percent: hundredthsToPercentText(r.percentHundredths),
    cap: r.capPoints === null ? '' : String(r.capPoints),
  }));

/** Deposit bonus points per member level: percent of an approved charge, optional cap. */
export function DepositBonusCard() {
  const loaded = useAsync(fetchDepositBonusRules, []);
  const [rows, setRows] = useState<Row[] | null>(null);
  const { notice, setNotice, busy, save } = useAdminSave();

  useEffect(() => {
    if (loaded.data) setRows(toRows(loaded.data.rules));
  }, [loaded.data]);

  const change = (level: number, patch: Partial<Row>) =>
    setRows((current) => current?.map((r) => (r.level === level ? { ...r, ...patch } : r)) ?? null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    const rules: DepositBonusRule[] = [];
    for (const row of rows) {
      const percentHundredths = percentTextToHundredths(row.percent || '0');
      const capPoints = parseCap(row.cap);
      if (percentHundredths === null || capPoints === undefined) {
        setNotice({ ok: false, text: T.invalid(row.level) });
        return;
      }
      rules.push({ level: row.level, percentHundredths, capPoints });
    }
    await save(
      () => saveDepositBonusRules(rules),
      T.saved,
      (saved) => setRows(toRows(saved.rules)),
    );
  };

  return (
    <Card id="admin-deposit-bonus-title" title={T.title} data-testid="admin-deposit-bonus">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        <p className={controls.hint}>{T.lead}</p>
        {loaded.error ? <Notice error>{errorMessage(loaded.error)}</Notice> : null}
        <div className={controls.tableWrap}>
          <table className={controls.table}>
            <thead>
              <tr>
                <th>{T.colLevel}</th>
                <th className={controls.num}>{T.colPercent}</th>
                <th className={controls.num}>{T.colCap}</th>
              </tr>
            </thead>
            <tbody>
              {(rows ?? []).map((row) => (
                <tr key={row.level} data-testid="deposit-bonus-row" data-level={row.level}>
                  <td>{T.levelName(row.level)}</td>
                  <NumberCell
                    width={90}
                    inputMode="decimal"
                    label={T.percentLabel(row.level)}
                    value={row.percent}
                    onChange={(percent) => change(row.level, { percent })}
                  />
                  <NumberCell
                    width={130}
                    placeholder={T.capPlaceholder}
                    label={T.capLabel(row.level)}
                    value={row.cap}
                    onChange={(cap) => change(row.level, { cap })}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy || !rows}
        >
          {busy ? T.saving : T.save}
        </button>
      </form>
    </Card>
  );
}
