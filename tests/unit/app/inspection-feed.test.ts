import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createInspectionFeed } from '../../../src/app/inspection-feed';
import { dialogsInput, liveDialogsMachine } from '../../../src/app/dialogs-io';
import { popupsMachine } from '../../../src/machines/popups.machine';

describe('inspection feed (dev panel)', () => {
  it('lists live actors with their state and last event, and drops stopped ones', () => {
    const feed = createInspectionFeed();
    let notified = 0;
    feed.subscribe(() => (notified += 1));
    const popups = createActor(popupsMachine, {
      inspect: feed.inspect,
      systemId: 'popups',
    }).start();
    const dialogs = createActor(liveDialogsMachine, {
      inspect: feed.inspect,
      input: dialogsInput,
    }).start();
    dialogs.send({ type: 'CLOSE', name: 'login' });

    const rows = feed.getSnapshot();
    expect(rows.map((r) => [r.name, r.state])).toEqual([
      ['popups', 'idle'],
      ['dialogs', 'ready'],
    ]);
    expect(rows[1]?.lastEvent).toBe('CLOSE');
    expect(notified).toBeGreaterThan(0);

    popups.stop();
    expect(feed.getSnapshot().map((r) => r.name)).toEqual(['dialogs']);
  });
});
