/**
 * The game window: opens the provider session from the one-time launch code, then shows the
 * game the session is for: a baccarat or roulette table (shared, live) or a slot.
 */
import { useCallback, useEffect, useState } from 'react';
import type {
  ProviderSession,
  TableResultEvent,
} from '../../../common/contract/demo-provider.contract';
import { BaccaratTable } from './baccarat/BaccaratTable';
import { formatWon } from './format';
import type { LaunchParams } from './launch-params';
import { ProviderApiError, type ProviderApi } from './provider-api';
import { RouletteTable } from './roulette/RouletteTable';
import { GameShell, type Notice, type NoticeTone } from './shell/GameShell';
import { SlotGame } from './slots/SlotGame';

type Opening =
  | { readonly status: 'opening' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly session: ProviderSession };

const NO_CODE = '게임 접속 정보가 없습니다. 사이트에서 게임을 다시 열어주세요.';

export function App({ api, launch }: { readonly api: ProviderApi; readonly launch: LaunchParams }) {
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [balance, setBalance] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!launch.code || !launch.gameCode) {
      setOpening({ status: 'failed', message: NO_CODE });
      return;
    }
    api.openSession(launch.code, launch.gameCode).then(
      (session) => {
        setBalance(session.player.balance);
        setOpening({ status: 'ready', session });
        document.title = `${session.game.name} - 데모 게이밍`;
      },
      (error: unknown) =>
        setOpening({
          status: 'failed',
          message: error instanceof ProviderApiError ? error.message : '게임을 열 수 없습니다.',
        }),
    );
  }, [api, launch.gameCode, launch.code]);

  const notify = useCallback(
    (text: string, tone: NoticeTone) => setNotice(text ? { text, tone } : null),
    [],
  );
  const onSettled = useCallback(
    (result: TableResultEvent) => {
      setBalance(result.balance);
      notify(
        result.win > 0
          ? `${formatWon(result.win)} 당첨되었습니다.`
          : '이번 라운드는 당첨되지 않았습니다.',
        result.win > 0 ? 'ok' : 'info',
      );
    },
    [notify],
  );

  if (opening.status === 'opening') {
    return (
      <div className="pd-loading" data-testid="game-loading">
        <span className="pd-spinner" aria-hidden="true" />
        게임에 접속하는 중…
      </div>
    );
  }
  if (opening.status === 'failed') {
    return (
      <div className="pd-fatal" role="alert" data-testid="game-error">
        {opening.message}
      </div>
    );
  }
  const { session } = opening;
  const props = { api, gameCode: session.game.code, onBalance: setBalance, notify, onSettled };
  return (
    <GameShell
      gameName={session.game.name}
      nickname={session.player.nickname}
      balance={balance}
      notice={notice}
    >
      {session.game.drawCode === 'baccarat' ? (
        <BaccaratTable {...props} />
      ) : session.game.drawCode === 'roulette' ? (
        <RouletteTable {...props} />
      ) : (
        <SlotGame api={api} session={session} onBalance={setBalance} notify={notify} />
      )}
    </GameShell>
  );
}
