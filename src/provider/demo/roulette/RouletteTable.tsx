/**
 * The live-style roulette table (roulette-1, single zero): the wheel spun to the drawn
 * pocket, the layout to bet on, the result and this member's win, and the history strip.
 */
import { useMemo } from 'react';
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
import { historyEntry } from '../tables/table-view';
import { pocketColor, pocketText } from './pocket-color';
import { RouletteLayout } from './RouletteLayout';
import { RouletteWheel } from './RouletteWheel';

interface TableProps {
  readonly api: ProviderApi;
  readonly gameCode: string;
  readonly onBalance: (balance: number) => void;
  readonly notify: (text: string, tone: NoticeTone) => void;
  readonly onSettled: (result: TableResultEvent) => void;
}

const STRIP_LENGTH = 20;

export function RouletteTable({ api, gameCode, onBalance, notify, onSettled }: TableProps) {
  const { view, connected, betsPlaced } = useTable(api, gameCode, onSettled);
  const { round } = view;
  const seconds = useCountdown(round, view.openedLive);
  const betting = useBetting({
    api,
    gameCode,
    table: 'roulette',
    round,
    onBalance,
    notify,
    betsPlaced,
  });
  const drawn = round && round.phase !== 'betting' ? historyEntry(round.outcome) : null;
  const pocket = typeof drawn === 'number' ? drawn : null;
  const settledPocket = round?.phase === 'settled' ? pocket : null;
  const confirmed = useMemo(() => stakesBySpot(view.myBets), [view.myBets]);
  const confirmedTotal = view.myBets.reduce((sum, bet) => sum + bet.stake, 0);
  const strip = view.history
    .filter((entry): entry is number => typeof entry === 'number')
    .slice(-STRIP_LENGTH);

  return (
    <div className="pd-table pd-roulette" data-connected={connected}>
      <div className="pd-roulette-top">
        <RouletteWheel pocket={pocket} roundNo={round?.roundNo ?? 0} />
        <div className="pd-roulette-side">
          <ResultBanner
            resultText={settledPocket === null ? null : pocketText(settledPocket)}
            tone={settledPocket === null ? null : pocketColor(settledPocket)}
            lastResult={view.lastResult}
          />
          <ol className="pd-history-strip" aria-label="최근 결과" data-testid="history-strip">
            {strip
              .map((n, i) => ({ n, i }))
              .reverse()
              .map(({ n, i }) => (
                <li key={i} className={`pd-history-pocket pd-pocket-${pocketColor(n)}`}>
                  {n}
                </li>
              ))}
          </ol>
        </div>
      </div>
      <RouletteLayout
        pending={betting.slip}
        confirmed={confirmed}
        winning={settledPocket}
        disabled={!betting.canBet}
        onSpot={betting.putChip}
      />
      <TableControls
        table="roulette"
        phase={round?.phase ?? null}
        seconds={seconds}
        roundNo={round?.roundNo ?? null}
        betting={betting}
        confirmedTotal={confirmedTotal}
        connected={connected}
      />
      <RoundFairness api={api} gameCode={gameCode} drawCode="roulette" round={round} />
    </div>
  );
}
