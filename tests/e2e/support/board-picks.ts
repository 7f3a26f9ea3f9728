import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/**
 * Prematch picks start at least this long after the server's now: the feed suspends a fixture's
 * prematch book 10 minutes before its start (its "about to start"), the server's clock runs on
 * while a test clicks, and a slip holding a suspended pick cannot be placed.
 */
const PICK_MARGIN_MS = 15 * 60_000;

/** The server's (simulated) now: earlier tests may have stepped it past the wall clock. */
export async function serverNowMs(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/dev/clock');
  expect(res.status()).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** Whether a board row's fixture stays open for picks long enough for a test to place them. */
export async function staysOpenForPicks(row: Locator, nowMs: number): Promise<boolean> {
  const startsAt = Date.parse((await row.getAttribute('data-starts-at')) ?? '');
  return startsAt - nowMs >= PICK_MARGIN_MS;
}
