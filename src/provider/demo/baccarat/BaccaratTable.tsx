/**
 * A live-style baccarat table (baccarat-1/2): every seated member sees the same round
 * over the provider's stream: betting window with countdown, the deal, the result with this
 * member's win, and the roads.
 */
import { useMemo } from 'react';
import {
  isBankerPair,
  isPlayerPair,
  type BaccaratOutcome,
} from '../../../../common/domain/casino/tables/baccarat';
import type { TableResultEvent } from '../../../../common/contract/demo-provider.contract';
import type { ProviderApi } from '../provider-api';
import type { NoticeTone } from '../shell/GameShell';
import { stakesBySpot } from '../tables/bet-slip';
import { ResultBanner } from '../tables/ResultBanner';
import { RoundFairness } from '../tables/RoundFairness';
import { TableControls } from '../tables/TableControls';
import { useBetting } from '../tables/use-betting';
import { useCountdown } from '../tables/use-countdown';
import { useTable } from '../tables/use-table';
import { BaccaratSpots } from './BaccaratSpots';
import { WINNER_LABELS } from './baccarat-spots';
import { CardsView } from './CardsView';
import { Roads } from './Roads';

interface TableProps {
  readonly api: ProviderApi;
  readonly gameCode: string;
  readonly onBalance: (balance: number) => void;
  readonly notify: (text: string, tone: NoticeTone) => void;
  readonly onSettled: (result: TableResultEvent) => void;
}

function asBaccarat(outcome: unknown): BaccaratOutcome | null {
  const o = outcome as BaccaratOutcome | null;
  return o && Array.isArray(o.player) && Array.isArray(o.banker) ? o : null;
}

function winningKinds(outcome: BaccaratOutcome | null): Set<string> {
  const kinds = new Set<string>();
  if (!outcome) return kinds;
  kinds.add(outcome.winner);
  if (isPlayerPair(outcome)) kinds.add('player_pair');
  if (isBankerPair(outcome)) kinds.add('banker_pair');
  return kinds;
}

export function BaccaratTable({ api, gameCode, onBalance, notify, onSettled }: TableProps) {
  const { view, connected, betsPlaced } = useTable(api, gameCode, onSettled);
  const { round } = view;
  const seconds = useCountdown(round, view.openedLive);
  const betting = useBetting({
    api,
    gameCode,
    table: 'baccarat',
    round,
    onBalance,
    notify,
    betsPlaced,
  });
  const outcome = round && round.phase !== 'betting' ? asBaccarat(round.outcome) : null;
  const confirmed = useMemo(() => stakesBySpot(view.myBets), [view.myBets]);
  const confirmedTotal = view.myBets.reduce((sum, bet) => sum + bet.stake, 0);
  const settledOutcome = round?.phase === 'settled' ? outcome : null;

  return (
    <div className="pd-table pd-baccarat" data-connected={connected}>
      <CardsView outcome={outcome} roundNo={round?.roundNo ?? 0} />
      <ResultBanner
        resultText={settledOutcome ? WINNER_LABELS[settledOutcome.winner] : null}
        tone={settledOutcome?.winner ?? null}
        lastResult={view.lastResult}
      />
      <BaccaratSpots
        pending={betting.slip}
        confirmed={confirmed}
        winningKinds={winningKinds(settledOutcome)}
        disabled={!betting.canBet}
        onSpot={betting.putChip}
      />
      <TableControls
        table="baccarat"
        phase={round?.phase ?? null}
        seconds={seconds}
        roundNo={round?.roundNo ?? null}
        betting={betting}
        confirmedTotal={confirmedTotal}
        connected={connected}
      />
      <Roads history={view.history} />
      <RoundFairness api={api} gameCode={gameCode} drawCode="baccarat" round={round} />
    </div>
  );
}
