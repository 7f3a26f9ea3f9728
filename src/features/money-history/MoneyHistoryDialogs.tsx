import { useId, useState } from 'react';
import { fetchStatement } from '../../api/points.api';
import { closeDialog, openDialog } from '../../app/commands';
import { useDialog, useUser } from '../../app/hooks';
import type { StatementCurrency } from '../../../common/contract/points.contract';
import { MONEY_HISTORY } from '../../../common/i18n/money-history.ko';
import { Dialog } from '../../ui/Dialog';
import { useAsync } from '../../ui/use-async';
import { CurrencyTabs } from '../../ui/money-history/CurrencyTabs';
import { HistoryTable } from '../../ui/money-history/HistoryTable';

/** Spec §4 dialog flags: 'money change' shows cash, 'point change' shows points. */
const FLAG = { cash: 'moneyChange', point: 'pointChange' } as const;

/**
 * The member's own money-change and point-change dialogs, opened from the top bar and the mobile
 * strip. One of the two flags is open at a time; the tabs switch flags.
 */
export function MoneyHistoryDialogs() {
  const user = useUser();
  const cashOpen = useDialog('moneyChange');
  const pointOpen = useDialog('pointChange');
  const currency: StatementCurrency | null = cashOpen ? 'cash' : pointOpen ? 'point' : null;
  if (!user || !currency) return null;
  // The balances in the key: a movement while the dialog is open reloads the page.
  // Keyed by currency: a switch starts on page 1 and never shows the other currency's rows.
  return (
    <HistoryDialog key={currency} currency={currency} balanceKey={`${user.emoney}:${user.point}`} />
  );
}

function HistoryDialog({
  currency,
  balanceKey,
}: {
  currency: StatementCurrency;
  balanceKey: string;
}) {
  const panelId = useId();
  const [page, setPage] = useState(1);
  const statement = useAsync(() => fetchStatement(currency, page), [currency, page, balanceKey]);
  const close = () => closeDialog(FLAG[currency]);
  const switchTo = (next: StatementCurrency) => {
    if (next === currency) return;
    closeDialog(FLAG[currency]);
    openDialog(FLAG[next]);
  };
  return (
    <Dialog
      open
      title={MONEY_HISTORY.title[currency]}
      onClose={close}
      testId="money-history-dialog"
    >
      <CurrencyTabs value={currency} onChange={switchTo} panelId={panelId} />
      <div role="tabpanel" id={panelId} data-currency={currency}>
        <HistoryTable
          currency={currency}
          rows={statement.data?.items}
          loading={statement.loading}
          error={statement.error}
          page={statement.data}
          onPage={setPage}
        />
      </div>
    </Dialog>
  );
}
