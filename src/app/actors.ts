import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { dialogsInput, liveDialogsMachine } from './dialogs-io';
import { liveMaintenanceMachine, maintenanceInput } from './maintenance-io';
import { livePopupsMachine } from './popups-io';
import { liveSessionMachine, sessionInput } from './session-io';

export interface AppActors {
  session: Actor<typeof liveSessionMachine>;
  maintenance: Actor<typeof liveMaintenanceMachine>;
  popups: Actor<typeof livePopupsMachine>;
  dialogs: Actor<typeof liveDialogsMachine>;
}

let actors: AppActors | null = null;
let inspection: { inspect?: Observer<InspectionEvent> } = {};

/**
 * Options that attach the development inspector (when `startApp` was given one) to actors made
 * elsewhere — the bet-slip machines — so the Stately inspector shows every live machine.
 */
export function inspectionOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspection;
}

/**
 * The app's long-lived actors, created once. `startApp` creates them with the inspector attached
 * (dev only); anything that needs them earlier (a command called from a test) gets plain ones.
 */
export function getActors(inspect?: Observer<InspectionEvent>): AppActors {
  if (actors) return actors;
  const options = inspect ? { inspect } : {};
  inspection = options;
  const created: AppActors = {
    session: createActor(liveSessionMachine, {
      ...options,
      systemId: 'session',
      input: sessionInput,
    }),
    maintenance: createActor(liveMaintenanceMachine, {
      ...options,
      systemId: 'maintenance',
      input: maintenanceInput,
    }),
    popups: createActor(livePopupsMachine, { ...options, systemId: 'popups' }),
    dialogs: createActor(liveDialogsMachine, {
      ...options,
      systemId: 'dialogs',
      input: dialogsInput,
    }),
  };
  // The maintenance gate logs members out through the session machine (spec §4).
  created.maintenance.on('logoutRequested', ({ destination }) =>
    created.session.send({ type: 'LOGOUT', destination }),
  );
  for (const actor of Object.values(created)) actor.start();
  actors = created;
  return created;
}

/** Tests only: forget the actors so the next `getActors` builds fresh ones. */
export function stopActorsForTests(): void {
  if (!actors) return;
  for (const actor of Object.values(actors)) actor.stop();
  actors = null;
  inspection = {};
}
