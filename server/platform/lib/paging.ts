import { PAGE_SIZE } from '../../../common/contract/common.contract';

/** LIMIT/OFFSET of a 1-based page of spec §9's 15 rows. */
export function pageWindow(page: number, size = PAGE_SIZE): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function pageOfRows<T>(items: T[], page: number, totalCount: number, size = PAGE_SIZE) {
  return { items, page, pageCount: Math.max(1, Math.ceil(totalCount / size)), totalCount };
}

/** `count(*)` of a query with the page's filters; int8 already arrives as a number. */
export function countFrom(rows: { count: number }[]): number {
  return rows[0]?.count ?? 0;
}
