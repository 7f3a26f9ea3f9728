import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useIsLoggedIn, useUser } from '../../../app/hooks';
import type { SportsSlipFamily } from '../../../machines/sports-slip.machine';
import { sportsSlipFrontStore } from '../../../stores/sports-slip.store';
import { getSlipActor } from './slip-actors';

/**
 * The whole slip snapshot of a family for the panel, with what the panel keeps in sync: the
 * member's limits and policy (loaded once logged in) and the cash balance for '최대'.
 */
export function useSlipPanel(family?: SportsSlipFamily) {
  const front = useStore(sportsSlipFrontStore, (s) => s.family);
  const actor = getSlipActor(family ?? front);
  const snapshot = useSelector(actor, (s) => s);
  const loggedIn = useIsLoggedIn();
  const emoney = useUser()?.emoney ?? null;
  const limitsIdle = snapshot.matches({ limits: 'idle' });

  useEffect(() => {
    if (loggedIn && limitsIdle) actor.send({ type: 'LOAD_LIMITS' });
  }, [actor, loggedIn, limitsIdle]);

  useEffect(() => {
    actor.send({ type: 'BALANCE', balanceWon: emoney });
  }, [actor, emoney]);

  return { snapshot, send: actor.send, loggedIn };
}
