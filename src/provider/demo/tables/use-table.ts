/**
 * A table page's live state: the snapshot, then the provider's stream (EventSource on
 * …/tables/:gameCode/stream?session=, events `round` and `result`). EventSource reconnects by
 * itself; after each (re)connection the snapshot is read again, so nothing missed while offline
 * stays missing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  tableResultEventSchema,
  tableRoundViewSchema,
  type TableResultEvent,
} from '../../../../common/contract/demo-provider.contract';
import type { ProviderApi } from '../provider-api';
import type { PendingBet } from './bet-slip';
import {
  EMPTY_TABLE,
  fromSnapshot,
  mergeSnapshot,
  onBetsPlaced,
  onResult,
  onRound,
  type TableView,
} from './table-view';

export type OpenEventSource = (url: string) => EventSource;

const openBrowserEventSource: OpenEventSource = (url) => new EventSource(url);

export interface TableLive {
  readonly view: TableView;
  readonly connected: boolean;
  /** Bets the provider accepted join the round's bets at once. */
  readonly betsPlaced: (
    sent: readonly PendingBet[],
    providerList: readonly PendingBet[] | null,
  ) => void;
}

export function useTable(
  api: ProviderApi,
  gameCode: string,
  onSettled: (result: TableResultEvent) => void,
  openEventSource: OpenEventSource = openBrowserEventSource,
): TableLive {
  const [view, setView] = useState<TableView>(EMPTY_TABLE);
  const [connected, setConnected] = useState(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    let closed = false;
    const refresh = () =>
      api.tableState(gameCode).then(
        (state) => {
          if (!closed) setView((current) => mergeSnapshot(current, fromSnapshot(state)));
        },
        () => undefined,
      );
    const source = openEventSource(api.streamUrl(gameCode));
    source.addEventListener('open', () => {
      setConnected(true);
      void refresh();
    });
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('round', (event) => {
      const round = tableRoundViewSchema.safeParse(JSON.parse((event as MessageEvent).data));
      if (round.success) setView((current) => onRound(current, round.data));
    });
    source.addEventListener('result', (event) => {
      const result = tableResultEventSchema.safeParse(JSON.parse((event as MessageEvent).data));
      if (!result.success) return;
      setView((current) => onResult(current, result.data));
      settled.current(result.data);
    });
    void refresh();
    return () => {
      closed = true;
      source.close();
    };
  }, [api, gameCode, openEventSource]);

  const betsPlaced = useCallback(
    (sent: readonly PendingBet[], providerList: readonly PendingBet[] | null) =>
      setView((current) => onBetsPlaced(current, sent, providerList)),
    [],
  );
  return { view, connected, betsPlaced };
}
