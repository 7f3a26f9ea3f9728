import { useCallback, useState } from 'react';
import { formatOdds, formatWon } from '../../../../common/domain/format';
import { SLIP_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import {
  figuresOf,
  needsAcceptance,
  placeBlocker,
  type SportsSlipFamily,
} from '../../../machines/sports-slip.machine';
import { slipCombinedOdds, slipPotentialPayout } from '../../../machines/sports-slip.math';
import { MOBILE_QUERY, useMediaQuery } from '../../../ui/use-media-query';
import { SlipEntryRow } from './SlipEntryRow';
import { SlipOptions } from './SlipOptions';
import { SlipReceipt } from './SlipReceipt';
import { StakeBox } from './StakeBox';
import { useSlipPanel } from './use-slip-panel';
import styles from './SportsSlip.module.css';

type Props = {
  /** The page's family; without it, the family of the last pick. */
  family?: SportsSlipFamily;
};

/**
 * The sports bet slip: a right side panel on desktop, a bottom sheet below the
 * mobile breakpoint (spec §9 1263.98px) that opens from a bar showing the pick count and odds.
 */
export function SportsSlipPanel({ family }: Props) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const panel = useSlipPanel(family);
  const { context } = panel.snapshot;
  const count = context.entries.length;
  if (!mobile) return <SlipBody {...panel} />;
  if (!open) {
    if (count === 0 && !context.receipt) return null;
    return (
      <button
        type="button"
        className={styles.sheetBar}
        data-testid="slip-sheet-bar"
        onClick={() => setOpen(true)}
      >
        <span>{T.openSheet(count)}</span>
        <span className={styles.price}>{formatOdds(slipCombinedOdds(figuresOf(context)))}</span>
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={T.closeSheet}
        onClick={() => setOpen(false)}
      />
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-label={T.title}>
        <SlipBody {...panel} onClose={() => setOpen(false)} />
      </div>
    </>
  );
}

type BodyProps = ReturnType<typeof useSlipPanel> & { onClose?: () => void };

function SlipBody({ snapshot, send, loggedIn, onClose }: BodyProps) {
  const { context } = snapshot;
  const placing = snapshot.matches({ slip: 'placing' });
  const placed = snapshot.matches({ slip: 'placed' });
  const figures = figuresOf(context);
  const payout = slipPotentialPayout(figures);
  const blocker = placeBlocker(context);
  const onRemove = useCallback((id: string) => send({ type: 'REMOVE', id }), [send]);
  return (
    <section
      className={styles.slip}
      aria-label={T.title}
      data-testid="sports-slip"
      data-family={context.family}
    >
      <header className={styles.header}>
        <h3 className={styles.title}>{T.title}</h3>
        <span className={styles.familyTag}>{T.families[context.family]}</span>
        {context.entries.length > 0 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => send({ type: 'CLEAR' })}
          >
            {T.clear}
          </button>
        )}
        {onClose && (
          <button type="button" className={styles.linkButton} onClick={onClose}>
            {T.closeSheet}
          </button>
        )}
      </header>
      {placed && context.receipt && <SlipReceipt bet={context.receipt} send={send} />}
      {context.entries.length === 0 ? (
        !placed && <p className={styles.muted}>{T.empty}</p>
      ) : (
        <ul className={styles.entries}>
          {context.entries.map((entry) => (
            <SlipEntryRow key={entry.id} entry={entry} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {needsAcceptance(context) && (
        <>
          <p className={styles.notice} role="status">
            {T.changedNotice}
          </p>
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="slip-accept-changes"
            onClick={() => send({ type: 'ACCEPT_CHANGES' })}
          >
            {T.acceptChanges}
          </button>
        </>
      )}
      <SlipOptions
        pickCount={context.entries.length}
        systemSize={context.systemSize}
        oddsPolicy={context.oddsPolicy}
        loggedIn={loggedIn}
        send={send}
      />
      <dl className={styles.row}>
        <dt>{T.combinedOdds}</dt>
        <dd data-testid="slip-odds">{formatOdds(slipCombinedOdds(figures))}</dd>
      </dl>
      <StakeBox
        stakeWon={context.stakeWon}
        limits={context.limits}
        disabled={placing}
        send={send}
      />
      <dl className={`${styles.row} ${styles.payout}`}>
        <dt>{T.payout}</dt>
        <dd data-testid="slip-payout">{formatWon(payout ?? 0)}</dd>
      </dl>
      {context.error && (
        <p role="alert" className={styles.error} data-testid="slip-error">
          {context.error}
        </p>
      )}
      {!context.error && blocker && context.entries.length > 0 && context.stakeWon > 0 && (
        <p className={styles.notice} data-testid="slip-blocker">
          {blocker}
        </p>
      )}
      {!loggedIn && <p className={styles.muted}>{T.loginToBet}</p>}
      <button
        type="button"
        className={styles.placeButton}
        data-testid="slip-place"
        disabled={!loggedIn || placing || blocker !== null}
        onClick={() => send({ type: 'PLACE' })}
      >
        {placing ? T.placing : T.place}
      </button>
    </section>
  );
}
