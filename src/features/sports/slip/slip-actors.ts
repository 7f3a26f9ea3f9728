import { createActor, type Actor } from 'xstate';
import { inspectionOptions } from '../../../app/actors';
import { liveSportsSlipMachine, sportsSlipInputOf } from '../../../app/sports-slip-io';
import type { SportsSlipFamily } from '../../../machines/sports-slip.machine';
import { onSportsMemberReset } from '../../../streams/sports/sports-member.stream';
import { frontSlipFamilyShown } from '../../../streams/sports/slip-inputs';

export type SportsSlipActor = Actor<typeof liveSportsSlipMachine>;

/**
 * One slip actor per family for the whole app (docs/architecture.md §3: one bet-slip machine per family),
 * so a slip survives moving between the book pages. Created on first use; a logout empties them.
 */
const actors: Partial<Record<SportsSlipFamily, SportsSlipActor>> = {};

export function getSlipActor(family: SportsSlipFamily): SportsSlipActor {
  const existing = actors[family];
  if (existing) return existing;
  const actor = createActor(liveSportsSlipMachine, {
    ...inspectionOptions(),
    input: sportsSlipInputOf(family),
    systemId: `sportsSlip.${family}`,
  });
  onSportsMemberReset(() => actor.send({ type: 'MEMBER_RESET' }));
  actor.start();
  actors[family] = actor;
  return actor;
}

/** Tests only: stop and forget the actors. */
export function stopSlipActorsForTests(): void {
  for (const family of Object.keys(actors) as SportsSlipFamily[]) {
    actors[family]?.stop();
    delete actors[family];
  }
  frontSlipFamilyShown('korean');
}
