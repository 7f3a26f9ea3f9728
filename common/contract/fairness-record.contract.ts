/**
 * The member-side record of fairness commitments (docs/fairness.md "The member's record"): before
 * a slot spin, a table bet or a minigame bet the page writes down what it was shown — the server
 * seed's commitment, the member's own client seed and the nonce — in the browser's localStorage,
 * where the server cannot change it. After the reveal the page adds what the round published. The
 * `/fairness` page checks each entry against its own record, never against values the server
 * sends along with the reveal. The demo provider's pages write here too: they are served from the
 * same origin (under /provider/demo), so they share the browser's storage with the site.
 */
import { z } from 'zod';

/** localStorage key of the record (a JSON array of entries, oldest first). */
export const FAIRNESS_RECORD_KEY = 'fairness-record';
/** Entries kept; the oldest are dropped past it. */
export const FAIRNESS_RECORD_LIMIT = 200;

const publishedSeatSchema = z.object({
  player: z.string(),
  clientSeed: z.string(),
  seat: z.number().int().optional(),
});

export const fairnessRecordEntrySchema = z.object({
  /** Unique per entry: `<kind>:<gameCode>:<nonce or roundId>`. */
  id: z.string(),
  kind: z.enum(['slot', 'table', 'minigame']),
  /** The provider's game code (slots, tables) or the minigame's game id in decimal. */
  gameCode: z.string(),
  /** The casino draw code (common/domain/casino/outcomes.ts) or the minigame family. */
  drawCode: z.string(),
  /** ISO time the commitment was recorded, before play. */
  recordedAt: z.string(),
  /** What was shown before play. */
  shown: z.object({
    commitHex: z.string(),
    /** The member's own client seed (a table's seat seed, a minigame bet's seed). */
    clientSeed: z.string(),
    /** Slot: the spin's nonce; table: the round number; minigame: the round id's number. */
    nonce: z.number().int().min(0),
    /** Minigame: the round id (part of the HMAC message). */
    roundId: z.string().optional(),
  }),
  /** What the round published after play; absent until the page saw the reveal. */
  revealed: z
    .object({
      roundRef: z.string().optional(),
      serverSeedHex: z.string().nullable(),
      /** Tables and rule-2 minigames: the combined client seed the outcome was drawn from. */
      combinedClientSeed: z.string().optional(),
      /** Tables and rule-2 minigames: every participant's seed as published. */
      seats: z.array(publishedSeatSchema).optional(),
      /** Minigames: 1 or 2 (docs/fairness-minigames.md §2). */
      fairRule: z.union([z.literal(1), z.literal(2)]).optional(),
      outcome: z.unknown(),
    })
    .optional(),
});
export type FairnessRecordEntry = z.infer<typeof fairnessRecordEntrySchema>;
export const fairnessRecordSchema = z.array(fairnessRecordEntrySchema);
