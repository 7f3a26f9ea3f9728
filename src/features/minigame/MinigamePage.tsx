import { useMachine } from '@xstate/react';
import { inspectionOptions } from '../../app/actors';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { placeMinigameBet, type PlaceBetInput } from '../../api/minigame.api';
import { useIsLoggedIn } from '../../app/hooks';
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { minigameSlipMachine, type PlaceBetResult } from '../../machines/minigame-slip.machine';
import {
  loadMyMinigameBets,
  recordPlacedBet,
  watchMinigameGame,
} from '../../streams/minigame/minigame.stream';
import { errorMessage } from '../../api/errors';
import { BettingBoard } from './BettingBoard';
import { loadClientSeed } from './client-seed';
import { ClientSeedControl } from './ClientSeedControl';
import { DrawView } from './DrawView';
import { GameTabs } from './GameTabs';
import { useGameRounds, useNow, useServerOffsetMs } from './hooks';
import { roundInPlay } from './round-in-play';
import { MiniSlip } from './MiniSlip';
import { MyBets } from './MyBets';
import { RecentResults } from './RecentResults';
import { bettingStateOf, RoundHeader } from './RoundHeader';
import { useMinigameSetting } from './use-minigame-setting';
import { useMinigameRecord } from './use-record-completion';
import styles from './Minigame.module.css';

async function placeBet(input: PlaceBetInput): Promise<PlaceBetResult> {
  try {
    const result = await placeMinigameBet(input);
    recordPlacedBet(result.bet, result.emoney);
    return result;
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  }
}

const slipMachine = minigameSlipMachine.provide({
  actors: { placeBet: fromPromise<PlaceBetResult, PlaceBetInput>(({ input }) => placeBet(input)) },
});

/** One minigame: tabs, round and countdown, the draw, the board and slip, results and my bets. */
export function MinigamePage({ game }: { game: MinigameGame }) {
  const setting = useMinigameSetting(game.id);
  const loggedIn = useIsLoggedIn();
  const rounds = useGameRounds(game.id);
  const now = useNow(500);
  const offset = useServerOffsetMs();
  const [clientSeed, setClientSeed] = useState(loadClientSeed);
  const [slip, send] = useMachine(slipMachine, {
    ...inspectionOptions(),
    input: { gameId: game.id, clientSeed },
  });
  useMinigameRecord(game.id, game.family, rounds, slip.context.lastBet);

  useEffect(() => {
    const subscription = watchMinigameGame(game.id);
    return () => subscription.unsubscribe();
  }, [game.id]);

  useEffect(() => {
    if (loggedIn) void loadMyMinigameBets(game.id).catch(() => undefined);
  }, [game.id, loggedIn]);

  useEffect(() => {
    if (setting) {
      const { minStakeWon, maxStakeWon, maxPayoutWon } = setting;
      send({ type: 'LIMITS', limits: { minStakeWon, maxStakeWon, maxPayoutWon } });
    }
  }, [setting, send]);

  const openRound = roundInPlay(rounds, now, offset);
  const headerRound = openRound ?? rounds[0];
  const drawRound = useMemo(() => rounds.find((round) => round.status !== 'open'), [rounds]);
  const betting = bettingStateOf(openRound, now, offset);
  const closed = betting !== 'open';

  useEffect(() => {
    send({ type: 'ROUND', roundId: openRound?.roundId ?? null });
  }, [openRound?.roundId, send]);

  return (
    <div className={styles.page} data-testid="minigame-page" data-game-id={game.id}>
      <GameTabs game={game} />
      <RoundHeader game={game} round={headerRound} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <DrawView family={game.family} round={drawRound} />
          <BettingBoard
            game={game}
            odds={setting?.odds}
            selectedKey={slip.context.pick?.selectionKey ?? null}
            closed={closed || !setting}
            notYetOpen={betting === 'notYet'}
            onPick={(pick) => send({ type: 'PICK', pick })}
          />
        </div>
        <aside className={styles.side}>
          <MiniSlip
            game={game}
            context={slip.context}
            placing={slip.matches('placing')}
            closed={closed}
            loggedIn={loggedIn}
            send={send}
          />
          <ClientSeedControl
            clientSeed={clientSeed}
            onChange={(value) => {
              setClientSeed(value);
              send({ type: 'CLIENT_SEED', clientSeed: value });
            }}
          />
          <RecentResults family={game.family} rounds={rounds} />
        </aside>
      </div>
      {loggedIn && <MyBets game={game} />}
    </div>
  );
}
