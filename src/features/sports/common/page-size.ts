/** Fixtures per page of every sports list (spec §9 page size; spec §3 itemsPerPage 15). */
export const PAGE_SIZE = 15;
