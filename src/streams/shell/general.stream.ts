import { switchMap, type Observable, type Subscription } from 'rxjs';
import {
  generalEventSchema,
  type GeneralEvent,
  type SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import type { Popup } from '../../../common/contract/popup.contract';
import { sessionStore } from '../../stores/session.store';
import type { SettingsState } from '../../stores/settings.store';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import { fromSse, type FromSseOptions } from '../sse/from-sse';
import { createMemoryLastEventIdStore } from '../sse/last-event-id';
import { notifyTicketReply } from './ticket-replies';
import { divertMinigameRounds, notifyMinigameReset } from '../minigame/minigame.stream';
import { parseEvents } from '../sse/parse-events';
import { writePopups } from './popup-writes';
import { writeSettings, writeUnreadCount } from './shell-writes';
import { select$ } from '../sse/store-select';
import { divertSportsPrematch } from '../sports/sports-prematch.stream';

/** Where the shell's live events go besides the stores (the machines, via the app wiring). */
export interface GeneralStreamHandlers {
  onMaintenance(siteNoticeFlg: boolean): void;
  onUnread(count: number): void;
  /** The stream's session ended on the server (its last message; see session-ended.ts). */
  onSessionEnded(status: SessionEndedStatus): void;
  /** The replay window was missed: refetch maintenance, popups, unread and settings. */
  onReset(): void;
}

interface GeneralBatch {
  settings: Partial<SettingsState>;
  popups?: Popup[];
  unread?: number;
  sessionEnded?: SessionEndedStatus;
  ticketReplies?: number[];
}

/** Folds a frame's events into one write per store: the latest value of each kind wins. */
export function foldGeneralEvents(events: GeneralEvent[]): GeneralBatch {
  const batch: GeneralBatch = { settings: {} };
  for (const event of events) {
    if (event.type === 'maintenance') batch.settings.siteNoticeFlg = event.siteNoticeFlg;
    else if (event.type === 'autoLogout') {
      batch.settings.autoLogoutMin = event.autoLogoutMin;
      batch.settings.autoLogoutLoaded = true;
    } else if (event.type === 'signUp') batch.settings.joinStartEndFlg = event.joinStartEndFlg;
    else if (event.type === 'popups') batch.popups = event.popups;
    else if (event.type === 'unread') batch.unread = event.count;
    else if (event.type === 'sessionEnded') batch.sessionEnded ??= event.status;
    else if (event.type === 'ticketReply') (batch.ticketReplies ??= []).push(event.ticketId);
  }
  return batch;
}

export function applyGeneralBatch(batch: GeneralBatch, handlers: GeneralStreamHandlers): void {
  writeSettings(batch.settings);
  if (batch.popups) writePopups(batch.popups);
  if (batch.unread !== undefined) writeUnreadCount(batch.unread);
  batch.ticketReplies?.forEach(notifyTicketReply);
  if (batch.sessionEnded !== undefined) return handlers.onSessionEnded(batch.sessionEnded);
  if (batch.settings.siteNoticeFlg !== undefined)
    handlers.onMaintenance(batch.settings.siteNoticeFlg);
  if (batch.unread !== undefined) handlers.onUnread(batch.unread);
}

export interface GeneralStreamOptions {
  handlers: GeneralStreamHandlers;
  sse?: Omit<FromSseOptions, 'onReset' | 'getToken'>;
  requestFrame?: FrameScheduler;
  token$?: Observable<string | null>;
}

/**
 * `/api/sse/general` (docs/architecture.md §7): works logged out; reconnects with the new token on login
 * and logout so the server can push this member's `sessionEnded` and unread counts.
 */
export function startGeneralStream({
  handlers,
  sse = {},
  requestFrame,
  token$ = select$(sessionStore, (s) => s.token),
}: GeneralStreamOptions): Subscription {
  const getToken = () => sessionStore.getState().token;
  // One position for the stream's whole life: a login switch resumes instead of replaying.
  const lastEventIdStore = sse.lastEventIdStore ?? createMemoryLastEventIdStore();
  return token$
    .pipe(
      switchMap(() =>
        fromSse('sse/general', {
          ...sse,
          lastEventIdStore,
          getToken,
          onReset: () => {
            handlers.onReset();
            notifyMinigameReset();
          },
        }),
      ),
      divertMinigameRounds(requestFrame),
      divertSportsPrematch(requestFrame),
      parseEvents(generalEventSchema),
      batchToFrame(requestFrame),
    )
    .subscribe((events) => applyGeneralBatch(foldGeneralEvents(events), handlers));
}
