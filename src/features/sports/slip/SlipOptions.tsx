import { useId } from 'react';
import { ODDS_POLICY_VALUES } from '../../../../common/contract/sports-bets.contract';
import type { OddsPolicy } from '../../../api/sports.api';
import { SLIP_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import type { SportsSlipEvent } from '../../../machines/sports-slip.machine';
import { systemLines, systemSizesFor } from '../../../machines/sports-slip.math';
import styles from './SportsSlip.module.css';

type Props = {
  pickCount: number;
  systemSize: number | null;
  oddsPolicy: OddsPolicy;
  loggedIn: boolean;
  send: (event: SportsSlipEvent) => void;
};

/** The member's odds-change policy (saved on the server) and the system k/n choice (≥ 3 picks). */
export function SlipOptions({ pickCount, systemSize, oddsPolicy, loggedIn, send }: Props) {
  const policyId = useId();
  const systemId = useId();
  const sizes = systemSizesFor(pickCount);
  return (
    <>
      {loggedIn && (
        <div className={styles.row}>
          <label htmlFor={policyId}>{T.oddsPolicy}</label>
          <select
            id={policyId}
            data-testid="slip-odds-policy"
            className={styles.select}
            value={oddsPolicy}
            onChange={(e) => send({ type: 'SET_POLICY', policy: e.target.value as OddsPolicy })}
          >
            {ODDS_POLICY_VALUES.map((policy) => (
              <option key={policy} value={policy}>
                {T.oddsPolicies[policy]}
              </option>
            ))}
          </select>
        </div>
      )}
      {sizes.length > 0 && (
        <div className={styles.row}>
          <label htmlFor={systemId}>{T.system}</label>
          <select
            id={systemId}
            data-testid="slip-system"
            className={styles.select}
            value={systemSize ?? ''}
            onChange={(e) =>
              send({ type: 'SET_SYSTEM', size: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{T.systemNone}</option>
            {sizes.map((k) => (
              <option key={k} value={k}>
                {T.systemOption(k, pickCount, systemLines(pickCount, k))}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
