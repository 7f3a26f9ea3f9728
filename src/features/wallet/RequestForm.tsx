import type { FormEvent, ReactNode } from 'react';
import { formatWon } from '../../../common/domain/format';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import type { WalletKind } from './amount';
import { AmountField } from './AmountField';
import styles from './Wallet.module.css';

type Texts = {
  title: string;
  lead: string;
  pending: (amount: string) => string;
  submit: string;
  submitting: string;
};

type Props = {
  kind: WalletKind;
  texts: Texts;
  /** Between the lead and the pending notice (the exchange shows the cash it can withdraw). */
  summary?: ReactNode;
  /** The member's request still waiting for the operator, if any. */
  pendingWon: number | null;
  amount: string;
  onAmountChange: (value: string) => void;
  amountError: string | null;
  /** The kind's own fields, after the amount. */
  children: ReactNode;
  notice: { ok: boolean; text: string } | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
};

/**
 * The request form of /charge and /exchange: lead, the pending request's notice, the amount with
 * its quick buttons, the kind's fields, the outcome and the submit button.
 */
export function RequestForm({
  kind,
  texts,
  summary,
  pendingWon,
  amount,
  onAmountChange,
  amountError,
  children,
  notice,
  busy,
  onSubmit,
}: Props) {
  return (
    <Card id={`${kind}-title`} heading="h1" title={texts.title}>
      <form className={styles.body} data-testid={`${kind}-form`} noValidate onSubmit={onSubmit}>
        <p className={controls.hint}>{texts.lead}</p>
        {summary}
        {pendingWon !== null ? (
          <Notice role="status">{texts.pending(formatWon(pendingWon))}</Notice>
        ) : null}
        <AmountField
          id={`${kind}-amount`}
          kind={kind}
          value={amount}
          onChange={onAmountChange}
          error={amountError}
        />
        {children}
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button
          type="submit"
          className={`${controls.btn} ${controls.accent} ${controls.block}`}
          disabled={busy}
        >
          {busy ? texts.submitting : texts.submit}
        </button>
      </form>
    </Card>
  );
}
