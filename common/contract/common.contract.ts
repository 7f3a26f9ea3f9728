import { z } from 'zod';

/** Integer won or points: never a float, never beyond what JSON numbers hold exactly. */
export const wonSchema = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER);

// ---- ids: bounded to their column's range, so no id reaches SQL that the column cannot hold ----

/** The largest PostgreSQL int4 (`integer`, `serial`). */
export const INT4_MAX = 2_147_483_647;
/**
 * The largest int8 (`bigint`, `bigserial`) id we accept as a number: ids come back from the
 * database as JS numbers (parseInt8), so they stay within 2^53, well inside int8.
 */
export const INT8_ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest int8, as the decimal text of ids that travel as strings (feed ids pass 2^53). */
export const INT8_MAX_TEXT = '9223372036854775807';

/** The id of an int8 row in a path or query (text read as a number). */
export const idSchema = z.coerce.number().int().min(1).max(INT8_ID_MAX);
/** The id of an int4 row in a path or query. */
export const int4IdSchema = z.coerce.number().int().min(1).max(INT4_MAX);
/** The id of an int8 row inside a JSON body: a number, never text. */
export const idValueSchema = z.number().int().min(1).max(INT8_ID_MAX);
/** The id of an int4 row inside a JSON body. */
export const int4IdValueSchema = z.number().int().min(1).max(INT4_MAX);
/** An int8 id as decimal text: 1 to 9223372036854775807 (same-length digit texts order as numbers). */
export const int8TextIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/)
  .refine((text) => text.length < INT8_MAX_TEXT.length || text <= INT8_MAX_TEXT);
export const idParamsSchema = z.object({ id: idSchema });

// ---- text: what a person can type, nothing PostgreSQL refuses or a screen hides ----

/**
 * C0 controls (NUL included), DEL and C1 controls. PostgreSQL refuses NUL in text; the others are
 * invisible, move the cursor or split lines in logs and lists, and no form field types them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except tab, line feed and carriage return, which a multi-line body holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half a surrogate pair: not a character at all (JSON can carry it, UTF-8 cannot). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds no control character (tab and line breaks allowed when `multiline`). */
export function isCleanText(text: string, multiline = false): boolean {
  const control = multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS;
  return !control.test(text) && !LONE_SURROGATE.test(text);
}

export interface TextOptions {
  /** Length bounds after trimming. */
  min?: number;
  max: number;
  /** Bodies typed in a text area (posts, tickets, messages, reasons, HTML): tab and line breaks. */
  multiline?: boolean;
  /** Trims surrounding white space first (default); passwords and HTML keep theirs. */
  trim?: boolean;
}

/**
 * Every text a request carries (body fields, search and other query values): bounded, and
 * refusing control characters, so bad text is a 400 here instead of a 500 from the database.
 */
export function textSchema({ min = 0, max, multiline = false, trim = true }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .refine((text) => isCleanText(text, multiline));
}

// ---- calendar days ----

/** Days before or after these years are typing mistakes or probes, never our data. */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2100;
const saneYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
};

/** `YYYY-MM-DD` that is a real day (no 2026-02-30, no 9999-99-99) in a sane year. */
export const calendarDateSchema = z.iso.date().refine(saneYear);
/** `YYYY-MM` with a real month in a sane year. */
export const calendarMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .refine(saneYear);

/** Idempotency keys: client-generated (UUID or similar), bounded so they cannot bloat the table. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_:.-]+$/);

export const PAGE_SIZE = 15; // spec §9
/** A page number in a query; 100,000 pages of 15 is more than any list holds. */
export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageQuerySchema = z.object({ page: pageSchema });
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalCount: z.number().int(),
  });

export const okSchema = z.object({ ok: z.literal(true) });
