import type { Popup } from '../../../common/contract/popup.contract';
import { popupsStore } from '../../stores/popups.store';

/** Writers of the popups store; hide times persist through the store's subscription. */
export function writePopups(popups: Popup[]): void {
  popupsStore.setState({ popups });
}

export function writePopupHiddenUntil(id: number, untilMs: number): void {
  popupsStore.setState((state) => ({ hiddenUntilMs: { ...state.hiddenUntilMs, [id]: untilMs } }));
}

export function writePopupHiddenForSession(id: number): void {
  popupsStore.setState((state) => ({
    hiddenForSession: { ...state.hiddenForSession, [id]: true },
  }));
}
