import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useIsLoggedIn } from '../../../app/hooks';
import type { SportsSlipFamily } from '../../../machines/sports-slip.machine';
import { sportsSlipFrontStore } from '../../../stores/sports-slip.store';
import { getSlipActor } from './slip-actors';

/**
 * The whole slip snapshot of a family for the panel, with what the panel keeps in sync: the
 * member's limits and policy (loaded once logged in). The cash balance for '최대' reaches the slip
 * from the session store through the machine's provided watchBalance (src/app/sports-slip-io.ts).
 */
export function useSlipPanel(family?: SportsSlipFamily) {
  const front = useStore(sportsSlipFrontStore, (s) => s.family);
  const actor = getSlipActor(family ?? front);
  const snapshot = useSelector(actor, (s) => s);
  const loggedIn = useIsLoggedIn();
  const limitsIdle = snapshot.matches({ limits: 'idle' });

  useEffect(() => {
    if (loggedIn && limitsIdle) actor.send({ type: 'LOAD_LIMITS' });
  }, [actor, loggedIn, limitsIdle]);

  return { snapshot, send: actor.send, loggedIn };
}
