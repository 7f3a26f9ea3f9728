/** Spec §2/§4: the forced inbox. */
export const MESSAGE_PATH = '/message';

/**
 * A logged-in member with unread messages who is not on /message is sent there, with the current
 * unix time as `time` (spec §2: "After a forced inbox redirect, /message carries a time query").
 */
export function unreadRedirectFor(input: {
  loggedIn: boolean;
  count: number;
  pathname: string;
  nowMs: number;
}): string | null {
  if (!input.loggedIn || input.count <= 0) return null;
  if (input.pathname === MESSAGE_PATH || input.pathname.startsWith(`${MESSAGE_PATH}/`)) return null;
  return `${MESSAGE_PATH}?time=${Math.floor(input.nowMs / 1000)}`;
}
