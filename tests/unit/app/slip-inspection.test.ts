// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { getActors, stopActorsForTests } from '../../../src/app/actors';
import {
  getSlipActor,
  stopSlipActorsForTests,
} from '../../../src/features/sports/slip/slip-actors';

/**
 * docs/architecture.md §3: the Stately inspector shows the live machines in development — the bet slips
 * too, not only the app's session/maintenance/popups/dialogs actors.
 */
describe('bet-slip actors and the inspector', () => {
  afterEach(() => {
    stopSlipActorsForTests();
    stopActorsForTests();
  });

  it('a slip made after start-up reports to the inspector the app started with', () => {
    const seen = new Set<unknown>();
    getActors({ next: (event: InspectionEvent) => seen.add(event.actorRef) });
    const slip = getSlipActor('korean');
    expect(seen.has(slip)).toBe(true);
  });

  it('without an inspector the slip still works', () => {
    getActors();
    const slip = getSlipActor('inplay');
    expect(slip.getSnapshot().status).toBe('active');
  });
});
