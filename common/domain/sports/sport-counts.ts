/**
 * The prematch menu counts of spec §7 (`GET /sports-prematch/sports` → sport_id, cnt,
 * name_korean): the 'etc' row is left out and the total is the sum of the rows kept.
 */
import { isKnownSportId } from './sport-ids';

export interface SportCountRow {
  sport_id: number;
  cnt: number;
  name_korean: string;
}

const ETC_NAMES: ReadonlySet<string> = new Set(['etc', '기타']);

/** 'etc' by name, or a sport the site does not offer: neither has a page to link to. */
export function isEtcRow(row: SportCountRow): boolean {
  return ETC_NAMES.has(row.name_korean.trim().toLowerCase()) || !isKnownSportId(row.sport_id);
}

export function menuSportCounts(rows: readonly SportCountRow[]): {
  rows: SportCountRow[];
  total: number;
} {
  const kept = rows.filter((row) => !isEtcRow(row));
  return { rows: kept, total: kept.reduce((sum, row) => sum + Math.max(0, row.cnt), 0) };
}
