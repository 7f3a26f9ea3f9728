/**
 * Long lists of whole numbers (account ids, member ids, won) between node and the database as ONE
 * text value each way, for the statements that move tens of thousands of them (a round
 * settlement: 50,000 credits). The embedded database (PGlite, WASM) converts every row and every
 * array element in JS: measured on the 2-core box, 50,000 rows out cost ~500 ms where one
 * `string_agg` text of the same numbers costs ~50 ms, and a number[] parameter costs several
 * times its `{…}` literal (the cost that kept a large round from settling on the embedded
 * database). node-postgres takes and
 * gives both forms alike. The database side stays typed: `$1::bigint[]` parses the literal.
 */

/** The array literal of `values` (`{1,2,3}`), for a `$n::bigint[]` parameter. */
export function arrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * The numbers of a `string_agg(x::text, ',')` (null when it aggregated no rows). Each must be a
 * safe integer: money beyond 2^53 would lose won silently, so it throws instead.
 */
export function numbersOf(text: string | null): number[] {
  if (text === null || text === '') return [];
  return text.split(',').map(safeInteger);
}

/** As `numbersOf`, for `string_agg(COALESCE(x::text, ''), ',')`: an empty item is a NULL. */
export function nullableNumbersOf(text: string | null): (number | null)[] {
  if (text === null) return [];
  return text.split(',').map((part) => (part === '' ? null : safeInteger(part)));
}

function safeInteger(part: string): number {
  const value = Number(part);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${part}`);
  return value;
}
