import { useId } from 'react';
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { formatOdds, formatWon } from '../../../common/domain/format';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import {
  slipPayoutWon,
  type SlipContext,
  type SlipEvent,
} from '../../machines/minigame-slip.machine';
import { pickLabel } from '../../../common/i18n/minigame-names.ko';
import styles from './Minigame.module.css';

export const QUICK_STAKES = [5_000, 10_000, 50_000, 100_000] as const;

type Props = {
  game: MinigameGame;
  context: SlipContext;
  placing: boolean;
  closed: boolean;
  loggedIn: boolean;
  send: (event: SlipEvent) => void;
};

/** One pick, the stake with quick stakes, the potential payout and '베팅하기'. */
export function MiniSlip({ game, context, placing, closed, loggedIn, send }: Props) {
  const stakeId = useId();
  const { pick } = context;
  const canPlace =
    loggedIn && !closed && !placing && pick !== null && context.stakeWon >= context.minStakeWon;
  return (
    <section className={styles.slip} aria-label={T.slip}>
      <h3 className={styles.sectionTitle}>{T.slip}</h3>
      {pick ? (
        <div className={styles.pick} data-testid="minigame-slip-pick">
          <span>{pickLabel(game, pick.selectionKey)}</span>
          <strong className={styles.num}>{formatOdds(pick.oddsHundredths)}</strong>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => send({ type: 'CLEAR' })}
          >
            {T.removePick}
          </button>
        </div>
      ) : (
        <p className={styles.muted}>{T.noPick}</p>
      )}
      <label htmlFor={stakeId} className={styles.label}>
        {T.stake}
      </label>
      <input
        id={stakeId}
        data-testid="minigame-stake"
        className={styles.stakeInput}
        inputMode="numeric"
        value={context.stakeWon === 0 ? '' : context.stakeWon.toLocaleString('ko-KR')}
        placeholder="0"
        onChange={(e) =>
          send({ type: 'SET_STAKE', stakeWon: Number(e.target.value.replace(/\D/g, '')) })
        }
      />
      <div className={styles.quick}>
        {QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            onClick={() => send({ type: 'ADD_STAKE', amountWon: amount })}
          >
            {amount.toLocaleString('ko-KR')}
          </button>
        ))}
        <button type="button" onClick={() => send({ type: 'MAX_STAKE' })}>
          {T.quickMax}
        </button>
        <button type="button" onClick={() => send({ type: 'RESET_STAKE' })}>
          {T.reset}
        </button>
      </div>
      <p className={styles.limits}>
        {T.limits(formatWon(context.minStakeWon), formatWon(context.maxStakeWon))}
      </p>
      <dl className={styles.payout}>
        <dt>{T.payout}</dt>
        <dd data-testid="minigame-payout" className={styles.num}>
          {formatWon(slipPayoutWon(context))}
        </dd>
      </dl>
      {context.error && (
        <p role="alert" className={styles.error}>
          {context.error}
        </p>
      )}
      {context.lastBet && !pick && (
        <p role="status" className={styles.placed}>
          {T.placed}
        </p>
      )}
      {!loggedIn && <p className={styles.muted}>{T.loginToBet}</p>}
      <button
        type="button"
        className={styles.placeButton}
        disabled={!canPlace}
        onClick={() => send({ type: 'PLACE' })}
      >
        {placing ? T.placing : T.place}
      </button>
    </section>
  );
}
