import type { WalletRequestView } from '../../../common/contract/wallet.contract';
import { upsertWalletRequests, walletStore } from '../../stores/wallet.store';

/** The only writer of the wallet store: requests reported by the bets stream. */
export function writeWalletRequests(
  requests: readonly WalletRequestView[],
  nowMs: number = Date.now(),
): void {
  if (requests.length === 0) return;
  walletStore.setState(upsertWalletRequests(walletStore.getState(), requests, nowMs));
}

/** A member left: the requests reported live were theirs. */
export function clearWalletRequests(): void {
  walletStore.setState({ live: {} });
}
