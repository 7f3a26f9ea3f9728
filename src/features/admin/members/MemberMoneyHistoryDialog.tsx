import { useId, useState } from 'react';
import { fetchMemberHistory } from '../../../api/money-history.api';
import type { StatementCurrency } from '../../../../common/contract/points.contract';
import { formatPoints, formatWon } from '../../../../common/domain/format';
import { MONEY_HISTORY } from '../../../../common/i18n/money-history.ko';
import { Dialog } from '../../../ui/Dialog';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { CurrencyTabs } from '../../../ui/money-history/CurrencyTabs';
import { HistoryTable } from '../../../ui/money-history/HistoryTable';
import styles from '../../../ui/money-history/MoneyHistory.module.css';

/** Wide enough for the reference column; the back office is not bound to the member's 450 px. */
const ADMIN_HISTORY_WIDTH_PX = 760;

type Props = {
  member: { id: number; userId: string; nickname: string } | null;
  onClose: () => void;
};

/** Operators: any member's money-change and point-change history (spec §4). */
export function MemberMoneyHistoryDialog({ member, onClose }: Props) {
  if (!member) return null;
  return <HistoryOfMember key={member.id} member={member} onClose={onClose} />;
}

function HistoryOfMember({ member, onClose }: Props & { member: NonNullable<Props['member']> }) {
  const [currency, setCurrency] = useState<StatementCurrency>('cash');
  return (
    <Dialog
      open
      title={MONEY_HISTORY.memberTitle(member.nickname, member.userId)}
      onClose={onClose}
      testId="admin-money-history-dialog"
      width={ADMIN_HISTORY_WIDTH_PX}
    >
      {/* Keyed by currency: a switch starts on page 1 and never shows the other currency's rows. */}
      <CurrencyHistory
        key={currency}
        memberId={member.id}
        currency={currency}
        onSwitch={setCurrency}
      />
    </Dialog>
  );
}

function CurrencyHistory({
  memberId,
  currency,
  onSwitch,
}: {
  memberId: number;
  currency: StatementCurrency;
  onSwitch: (currency: StatementCurrency) => void;
}) {
  const panelId = useId();
  const [page, setPage] = useState(1);
  const history = useAsync(
    () => fetchMemberHistory(memberId, currency, page),
    [memberId, currency, page],
  );
  const now = history.data?.member;
  return (
    <>
      {now ? (
        <div className={styles.summary}>
          <span>
            <span className={controls.label}>{MONEY_HISTORY.current.cash}</span>{' '}
            <strong data-testid="admin-history-emoney">{formatWon(now.emoney)}</strong>
          </span>
          <span>
            <span className={controls.label}>{MONEY_HISTORY.current.point}</span>{' '}
            <strong data-testid="admin-history-point">{formatPoints(now.point)}</strong>
          </span>
        </div>
      ) : null}
      <CurrencyTabs value={currency} panelId={panelId} onChange={onSwitch} />
      <div role="tabpanel" id={panelId} data-currency={currency}>
        <HistoryTable
          currency={currency}
          rows={history.data?.items}
          loading={history.loading}
          error={history.error}
          page={history.data}
          onPage={setPage}
          showReference
        />
      </div>
    </>
  );
}
