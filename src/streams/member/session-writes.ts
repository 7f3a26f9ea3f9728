import type { User } from '../../../common/contract/member.contract';
import { sessionStore } from '../../stores/session.store';
import { clearSessionExpiry } from '../../stores/session-expiry';

/** The only writers of the session store; the session machine calls these (spec §4). */
export function saveSession(user: User, token: string): void {
  sessionStore.setState({ user, token });
}

/** A fresh user record from the poll or a refresh; ignored once logged out. */
export function writeUser(user: User): void {
  if (sessionStore.getState().token === null) return;
  sessionStore.setState({ user });
}

/** Balance pushed by the bets stream; one write per frame for a burst (bets.stream.ts). */
export function writeBalance(emoney: number, point: number): void {
  const { user } = sessionStore.getState();
  if (!user || (user.emoney === emoney && user.point === point)) return;
  sessionStore.setState({ user: { ...user, emoney, point } });
}

export function clearSession(): void {
  sessionStore.setState({ user: null, token: null });
  clearSessionExpiry();
}
