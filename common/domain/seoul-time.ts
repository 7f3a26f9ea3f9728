/**
 * Asia/Seoul wall-clock time without a date library on the first page (the first
 * page's JavaScript). Korea has kept UTC+9 all year since 1988 (no daylight saving), so the
 * site's time zone (spec §9) is a fixed offset for every date a member or a bet can carry.
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface SeoulParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export type DateInput = string | number | Date | null | undefined;

/**
 * Text without a zone ('2024-03-05 00:30:05', '2024-03-05') reads as the browser's local time,
 * as the site has always read it; anything else (ISO with Z or an offset) as `Date` reads it.
 */
const LOCAL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Milliseconds since the epoch, or null for a missing or invalid date. */
export function toEpochMs(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const local = LOCAL_TEXT.exec(value);
  const ms = local
    ? new Date(
        Number(local[1]),
        Number(local[2]) - 1,
        Number(local[3]),
        Number(local[4] ?? 0),
        Number(local[5] ?? 0),
        Number(local[6] ?? 0),
      ).getTime()
    : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The Seoul calendar fields of an instant. */
export function seoulParts(ms: number): SeoulParts {
  const d = new Date(ms + SEOUL_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** Two digits, as every date field of spec §9 shows. */
export const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Seoul. */
export function seoulDateTimeText(ms: number): string {
  const p = seoulParts(ms);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** `YYYY-MM-DD` of the Seoul day containing the instant (the default day of date filters). */
export const seoulDay = (at: number | Date = Date.now()): string =>
  seoulDateTimeText(typeof at === 'number' ? at : at.getTime()).slice(0, 10);

/**
 * The instant of a Seoul wall-clock `YYYY-MM-DD HH:mm:ss`, or null when it is not one or names
 * an impossible date (02-30, 24:00): such text never came from `seoulDateTimeText`.
 */
export function parseSeoulDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const ms =
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4]),
      Number(m[5]),
      Number(m[6]),
    ) - SEOUL_OFFSET_MS;
  return seoulDateTimeText(ms) === text ? ms : null;
}
