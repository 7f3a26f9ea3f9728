/**
 * The Asia/Seoul calendar day on the server: round numbering, daily reports and day filters all
 * count days in Seoul. Seoul has no DST, so the offset is a constant +09:00.
 */
export const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const DAY_MS = 86_400_000;

/** 'YYYYMMDD' of the Seoul day that contains `ms`. */
export function seoulDay(ms: number): string {
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The UTC instants at which a Seoul date 'YYYY-MM-DD' starts and ends. */
export function seoulDayRange(date: string): { from: Date; to: Date } {
  const start = Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}
