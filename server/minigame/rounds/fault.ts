/**
 * TESTS ONLY: the engine's fault-injection hook (MINIGAME_FAULT, see server/config.ts). Lets
 * tests/integration/minigame-crash.test.ts crash a real server process between a round's draw
 * and its settlement. Without the variable, or without simulated time, it does nothing.
 */
import { minigameFaultFromEnv } from '../../config';
import type { Queryable } from '../../platform/db/db';

/**
 * Called right after a draw's transaction has committed: SIGKILLs this process when the fault
 * asks for it and the round holds open bets (so rounds nobody bet on can be drawn on the way).
 */
export async function killAfterDrawIfFaultInjected(
  db: Queryable,
  gameId: number,
  roundId: string,
): Promise<void> {
  const fault = minigameFaultFromEnv();
  if (fault?.kind !== 'kill-after-draw') return;
  if (fault.gameId !== undefined && fault.gameId !== gameId) return;
  const bets = await db.query(
    'SELECT 1 FROM minigame_bets WHERE game_id = $1 AND round_id = $2 AND status = 0 LIMIT 1',
    [gameId, roundId],
  );
  if (bets.length > 0) process.kill(process.pid, 'SIGKILL');
}
