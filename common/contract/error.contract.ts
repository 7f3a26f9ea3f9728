import { z } from 'zod';

/** Every failed request answers `{ code, message }`; `message` is Korean and safe to show. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Session outcomes the client turns into session-machine events (spec §8).
 * 555: the account logged in elsewhere; 556: an operator ended the session;
 * 406: account blocked or withdrawn; 600: IP blocked; 500: unexpected failure.
 */
export const SESSION_STATUS = {
  replaced: 555,
  forcedLogout: 556,
  accountBlocked: 406,
  ipBlocked: 600,
  unexpected: 500,
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];
