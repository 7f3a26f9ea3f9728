import type { User } from '../contract/member.contract';
import type { DialogName } from '../stores/dialogs.store';

export type { DialogName } from '../stores/dialogs.store';

/** Temporary stubs: the real wiring to the machines lands in the next commit. */
export async function login(
  _userId: string,
  _password: string,
): Promise<{ ok: true; user: User } | { ok: false; message: string }> {
  return { ok: false, message: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.' };
}
export async function logout(): Promise<void> {}
export function refreshUser(): void {}
export function extendSessionForCasino(): void {}
export function hidePopupFor6Hours(_id: number): void {}
export function hidePopupForSession(_id: number): void {}
export function openDialog(_name: DialogName): void {}
export function closeDialog(_name: DialogName): void {}
export function toggleDialog(_name: DialogName): void {}
