import { useRef, useState } from 'react';
import { closeDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import type { MinigameHistoryItem } from '../../../common/contract/bet-history.contract';
import { formatOdds, formatWon } from '../../../common/domain/format';
import { BET_HISTORY } from '../../../common/i18n/bet-history.ko';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import { betGameLabel, betPickLabel } from './game-labels';
import { loadReBetPlan, placeReBet } from './rebet';
import controls from '../../ui/controls.module.css';
import styles from './History.module.css';

const T = BET_HISTORY.reBet;
const newKey = () => crypto.randomUUID();

type Props = { bet: MinigameHistoryItem | null; onPlaced: () => void };

/**
 * Spec §4 "re-bet" dialog flag: the member's earlier pick and stake, placed again on the round
 * open now at today's odds, after they confirm what they will be betting.
 */
export function ReBetDialog({ bet, onPlaced }: Props) {
  const open = useDialog('reBet') && bet !== null;
  return (
    <Dialog open={open} title={T.title} onClose={() => closeDialog('reBet')} testId="rebet-dialog">
      {open && bet ? <ReBetBody key={bet.id} bet={bet} onPlaced={onPlaced} /> : null}
    </Dialog>
  );
}

function ReBetBody({ bet, onPlaced }: { bet: MinigameHistoryItem; onPlaced: () => void }) {
  const plan = useAsync(() => loadReBetPlan(bet), [bet.id]);
  const key = useRef(newKey());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const close = () => closeDialog('reBet');
  const ready = plan.data?.ok ? plan.data : null;

  const confirm = async () => {
    if (!ready) return;
    setBusy(true);
    const outcome = await placeReBet(bet, ready, key.current);
    setBusy(false);
    if (outcome.ok) {
      setResult({ ok: true, text: T.done(outcome.roundNo) });
      onPlaced();
      return;
    }
    // A refusal is final for this key; a lost answer retries with the same one.
    if (!outcome.retrySameKey) key.current = newKey();
    setResult({ ok: false, text: outcome.message });
  };

  const refusal =
    plan.data && !plan.data.ok
      ? 'message' in plan.data
        ? plan.data.message
        : T[plan.data.reason]
      : null;
  const placed = result?.ok === true;

  return (
    <>
      <p className={controls.hint}>{T.lead}</p>
      <dl className={styles.facts}>
        <dt>{T.game}</dt>
        <dd>{betGameLabel(bet)}</dd>
        <dt>{T.pick}</dt>
        <dd data-testid="rebet-pick">{betPickLabel(bet)}</dd>
        <dt>{T.stake}</dt>
        <dd data-testid="rebet-stake">{formatWon(bet.stakeWon)}</dd>
        {ready ? (
          <>
            <dt>{T.round}</dt>
            <dd data-testid="rebet-round">{BET_HISTORY.roundNo(ready.roundNo)}</dd>
            <dt>{T.odds}</dt>
            <dd data-testid="rebet-odds">{formatOdds(ready.oddsHundredths)}</dd>
          </>
        ) : null}
      </dl>
      {plan.loading && !plan.data ? <Notice>{T.loading}</Notice> : null}
      {refusal ? <Notice error>{refusal}</Notice> : null}
      {result ? (
        <Notice error={!result.ok}>
          <span data-testid="rebet-result">{result.text}</span>
        </Notice>
      ) : null}
      <div className={controls.actions} style={{ marginTop: 12 }}>
        <button type="button" className={controls.btn} onClick={close} data-testid="rebet-close">
          {placed ? T.close : T.cancel}
        </button>
        {placed ? null : (
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            disabled={!ready || busy}
            onClick={() => void confirm()}
            data-testid="rebet-confirm"
          >
            {busy ? T.placing : T.confirm}
          </button>
        )}
      </div>
    </>
  );
}
