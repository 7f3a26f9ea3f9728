/**
 * The member's own record of what a game page showed before play (docs/fairness.md "The member's
 * record"): one entry is written before a spin or at a bet's acceptance and completed after the
 * reveal. It lives in the browser's localStorage, where the provider cannot change it. A store
 * that is missing, broken or written by an older page reads as empty rather than stopping play.
 */
import {
  FAIRNESS_RECORD_KEY,
  FAIRNESS_RECORD_LIMIT,
  fairnessRecordEntrySchema,
  type FairnessRecordEntry,
} from '../../../common/contract/fairness-record.contract';

export type RecordEntry = FairnessRecordEntry;
export type RevealedPart = NonNullable<FairnessRecordEntry['revealed']>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Every readable entry, oldest first; unreadable entries are left out, not the whole record. */
export function readRecord(): FairnessRecordEntry[] {
  const store = storage();
  if (!store) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(FAIRNESS_RECORD_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const entry = fairnessRecordEntrySchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

function writeRecord(entries: readonly FairnessRecordEntry[]): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(FAIRNESS_RECORD_KEY, JSON.stringify(entries.slice(-FAIRNESS_RECORD_LIMIT)));
  } catch {
    // A full or blocked store only costs the record, never the game.
  }
}

/** Adds the shown part of an entry (an entry of the same id is replaced: the page recorded again). */
export function appendEntry(entry: FairnessRecordEntry): void {
  const parsed = fairnessRecordEntrySchema.parse(entry);
  writeRecord([...readRecord().filter((e) => e.id !== parsed.id), parsed]);
}

/** Adds what the round published to an entry written before play; false when there is none. */
export function completeEntry(id: string, revealed: RevealedPart): boolean {
  const entries = readRecord();
  const index = entries.findIndex((e) => e.id === id);
  const entry = entries[index];
  if (!entry) return false;
  entries[index] = fairnessRecordEntrySchema.parse({ ...entry, revealed });
  writeRecord(entries);
  return true;
}

export function findEntry(id: string): FairnessRecordEntry | null {
  return readRecord().find((e) => e.id === id) ?? null;
}

export const entryId = (
  kind: FairnessRecordEntry['kind'],
  gameCode: string,
  key: string | number,
) => `${kind}:${gameCode}:${key}`;
