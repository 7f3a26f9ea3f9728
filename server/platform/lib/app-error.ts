import { ERROR_MESSAGES, type ErrorCode } from '../../../common/i18n/errors.ko';

/**
 * A refusal a use-case raises on purpose: the HTTP layer answers `status` with
 * `{ code, message }`, the message being the Korean text of `code` unless one is given.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }
}
