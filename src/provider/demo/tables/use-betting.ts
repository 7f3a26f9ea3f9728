/**
 * Putting chips on a table and confirming them: chips gather on the spots while the
 * round takes bets, then one POST …/tables/:gameCode/bets sends them all. The provider answers
 * accepted (its balance after the stakes) or refused (`{ code, message }`, shown as it is); a new
 * round clears chips that were never confirmed.
 */
import { useCallback, useEffect, useState } from 'react';
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import { formatWon } from '../format';
import { ProviderApiError, type ProviderApi } from '../provider-api';
import type { NoticeTone } from '../shell/GameShell';
import { TABLE_CHIPS } from '../shell/ChipSelector';
import {
  addChip,
  EMPTY_SLIP,
  slipBets,
  slipTotal,
  type BetSlip,
  type PendingBet,
} from './bet-slip';
import { recordTableBet } from './table-record';

export interface TableBetting {
  readonly slip: BetSlip;
  readonly chip: number;
  readonly busy: boolean;
  readonly canBet: boolean;
  readonly selectChip: (chip: number) => void;
  readonly putChip: (spotKey: string) => void;
  readonly confirm: () => Promise<void>;
  readonly clear: () => void;
}

interface BettingDeps {
  readonly api: ProviderApi;
  readonly gameCode: string;
  readonly table: 'baccarat' | 'roulette';
  readonly round: TableRoundView | null;
  readonly onBalance: (balance: number) => void;
  readonly notify: (text: string, tone: NoticeTone) => void;
  readonly betsPlaced: (
    sent: readonly PendingBet[],
    providerList: readonly PendingBet[] | null,
  ) => void;
}

export function useBetting(deps: BettingDeps): TableBetting {
  const { api, gameCode, table, round, onBalance, notify, betsPlaced } = deps;
  const [slip, setSlip] = useState<BetSlip>(EMPTY_SLIP);
  const [chip, setChip] = useState<number>(TABLE_CHIPS[0] ?? 1_000);
  const [busy, setBusy] = useState(false);
  const roundNo = round?.roundNo ?? 0;
  const canBet = round?.phase === 'betting' && !busy;

  useEffect(() => setSlip(EMPTY_SLIP), [roundNo]);

  const putChip = useCallback(
    (key: string) => {
      if (!canBet) return;
      setSlip((current) => {
        const { slip: next, added } = addChip(current, key, chip);
        if (!added) notify('한 곳에 걸 수 있는 최대 금액입니다.', 'error');
        return next;
      });
    },
    [canBet, chip, notify],
  );

  const confirm = useCallback(async () => {
    const bets = slipBets(slip, table);
    if (!round || bets.length === 0 || !canBet) return;
    setBusy(true);
    try {
      const placed = await api.placeBets(gameCode, round.roundNo, bets);
      // The member's record takes the commit this page showed and the seat the bets sit on.
      if (placed.seat) recordTableBet(gameCode, table, round, placed.seat);
      if (placed.balance !== null) onBalance(placed.balance);
      betsPlaced(bets, placed.myBets);
      setSlip(EMPTY_SLIP);
      notify(`베팅이 접수되었습니다 (${formatWon(slipTotal(slip))}).`, 'ok');
    } catch (error) {
      const message =
        error instanceof ProviderApiError ? error.message : '베팅을 처리하지 못했습니다.';
      notify(message, 'error');
    } finally {
      setBusy(false);
    }
  }, [api, betsPlaced, canBet, gameCode, notify, onBalance, round, slip, table]);

  const clear = useCallback(() => setSlip(EMPTY_SLIP), []);
  return { slip, chip, busy, canBet, selectChip: setChip, putChip, confirm, clear };
}
