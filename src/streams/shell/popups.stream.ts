import type { Popup } from '../../../common/contract/popup.contract';
import { writePopupHiddenForSession, writePopupHiddenUntil, writePopups } from './popup-writes';

/**
 * The popups store's inputs besides the general stream's `popups` messages: the list the popups
 * machine fetched (the same news, by GET /popup) and the member's hide choices. The writers stay
 * private to this folder; the app wires the machine's actions to these.
 */
export const popupListFetched = (popups: Popup[]): void => writePopups(popups);

export const popupHiddenUntil = (id: number, untilMs: number): void =>
  writePopupHiddenUntil(id, untilMs);

export const popupHiddenForSession = (id: number): void => writePopupHiddenForSession(id);
