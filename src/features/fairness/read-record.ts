/**
 * Reads the member's record from localStorage (common/contract/fairness-record.contract.ts). A
 * store that is not valid JSON or not the contract's shape is reported as broken, never guessed.
 */
import {
  FAIRNESS_RECORD_KEY,
  fairnessRecordSchema,
  type FairnessRecordEntry,
} from '../../../common/contract/fairness-record.contract';

export type RecordRead =
  | { readonly state: 'ok'; readonly entries: readonly FairnessRecordEntry[] }
  | { readonly state: 'broken' };

export function readRecord(storage: Pick<Storage, 'getItem'>): RecordRead {
  let text: string | null;
  try {
    text = storage.getItem(FAIRNESS_RECORD_KEY);
  } catch {
    return { state: 'broken' };
  }
  if (text === null) return { state: 'ok', entries: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { state: 'broken' };
  }
  const result = fairnessRecordSchema.safeParse(parsed);
  return result.success ? { state: 'ok', entries: result.data } : { state: 'broken' };
}
