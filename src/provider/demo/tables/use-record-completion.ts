/**
 * Completes the member's table entries (table-record.ts): the round the page watches is
 * completed from the stream's view once dealt; entries of earlier rounds whose reveal the page
 * missed (closed, reloaded) are completed from GET …/rounds/:roundRef.
 */
import { useEffect } from 'react';
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import type { ProviderApi } from '../provider-api';
import { completeTableRound, openTableEntries } from './table-record';

export function useRecordCompletion(
  api: ProviderApi,
  gameCode: string,
  round: TableRoundView | null,
): void {
  const roundNo = round?.roundNo ?? 0;
  useEffect(() => {
    if (round && round.phase !== 'betting') completeTableRound(gameCode, round.roundNo, round);
  }, [gameCode, round]);

  useEffect(() => {
    if (roundNo === 0) return;
    for (const entry of openTableEntries(gameCode, roundNo)) {
      void api.roundDetail(`${gameCode}-r${entry.shown.nonce}`).then(
        (detail) => completeTableRound(gameCode, entry.shown.nonce, detail),
        () => undefined,
      );
    }
  }, [api, gameCode, roundNo]);
}
