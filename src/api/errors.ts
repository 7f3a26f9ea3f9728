import { isHTTPError, isNetworkError, isTimeoutError } from './http';
import { COMMON } from '../../common/i18n/common.ko';

/**
 * The Korean text to show for a failed request: the server's `{ code, message }` body when there
 * is one (docs/architecture.md §4), else a generic sentence.
 */
export function errorMessage(error: unknown): string {
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) return data;
    return COMMON.unexpected;
  }
  if (isNetworkError(error) || isTimeoutError(error)) return COMMON.networkError;
  return COMMON.unexpected;
}

/** The `code` of an API error body, if any. */
export function errorCode(error: unknown): string | undefined {
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
      return data.code;
    }
  }
  return undefined;
}
