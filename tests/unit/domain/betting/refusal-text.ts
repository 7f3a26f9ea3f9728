import type { Refusal } from '../../../../common/domain/betting/refusal';
import { refusalMessage } from '../../../../common/i18n/sports-labels.ko';

/**
 * A rule's answer as the member reads it: a refusal with the Korean text common/i18n gives its code
 * (the rules return codes only, so common/domain holds no text of its own).
 */
export function asShown<T extends { ok: boolean }>(result: T): T | Record<string, unknown> {
  if (result.ok) return result;
  const { detail: _detail, ...refusal } = result as unknown as Refusal;
  return { ...refusal, message: refusalMessage(result as unknown as Refusal) };
}
