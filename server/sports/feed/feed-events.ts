/**
 * Stream messages for what one tick wrote (sse.contract.ts): in play a fixture
 * going live comes whole (liveFixture), later changes as `fixture` and batched `prices`, and its
 * end as `fixtureRemoved`; the prematch lists hear of status changes (prematchFixture) and
 * price moves (prematchPrices) on the general stream. Sent only after the tick commits.
 */
import type { SelectionChange } from '../../../common/contract/sports.contract';
import type { GeneralEvent, InplayEvent } from '../../../common/contract/sse.contract';
import { marketKeyOf } from '../../../common/domain/sports/market-catalog';
import type { FixtureRow, SelectionRow } from '../sports-book-rows';
import { fixtureChangeView, fixtureView, marketCountOf, marketViews } from '../sports-book-views';
import type { FeedCache } from './feed-cache';

export interface FixtureWrite {
  before: FixtureRow | undefined;
  after: FixtureRow;
}

export interface SelectionWrite {
  before: SelectionRow | undefined;
  after: SelectionRow;
}

/** Price batches stay small enough for a browser to apply in one frame. */
const PRICES_PER_MESSAGE = 500;
const PREMATCH_LISTED: readonly number[] = [1, 9, 5];

const open = (rows: SelectionRow[]) => rows.filter((r) => r.status !== 3);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function streamEvents(
  fixtures: readonly FixtureWrite[],
  selections: readonly SelectionWrite[],
  cache: FeedCache,
): { inplay: InplayEvent[]; general: GeneralEvent[] } {
  const inplay: InplayEvent[] = [];
  const general: GeneralEvent[] = [];
  const wentLive = new Set<string>();
  for (const { before, after } of fixtures) {
    const wasLive = before?.status === 2;
    const isLive = after.status === 2;
    if (after.has_inplay) {
      const rows = open(cache.rowsOf(after.id, 'inplay'));
      if (isLive && !wasLive) {
        wentLive.add(after.id);
        const markets = marketViews(after.id, after.sport_id, rows);
        inplay.push({
          type: 'liveFixture',
          fixture: fixtureView(after, markets, marketCountOf(after.id, rows)),
        });
      } else if (isLive) {
        inplay.push({
          type: 'fixture',
          fixture: fixtureChangeView(after, marketCountOf(after.id, rows)),
        });
      } else if (wasLive) {
        inplay.push({ type: 'fixtureRemoved', fixtureId: after.id });
      }
    }
    if (before && before.status !== after.status && PREMATCH_LISTED.includes(before.status)) {
      const rows = open(cache.rowsOf(after.id, 'prematch'));
      general.push({
        type: 'prematchFixture',
        fixture: fixtureChangeView(after, marketCountOf(after.id, rows)),
      });
    }
  }
  const inplayChanges: SelectionChange[] = [];
  const prematchChanges: SelectionChange[] = [];
  for (const { before, after } of selections) {
    if (!before || before.status === 3) continue;
    if (before.price === after.price && before.status === after.status) continue;
    const fixtureId = after.fixture_id!;
    if (after.book === 'inplay' && wentLive.has(fixtureId)) continue;
    const change: SelectionChange = {
      id: after.id,
      fixtureId,
      marketKey: marketKeyOf(fixtureId, after.market_type_id, after.line),
      priceHundredths: after.price,
      status: after.status !== 3 && after.operator_suspended ? 2 : after.status,
    };
    (after.book === 'inplay' ? inplayChanges : prematchChanges).push(change);
  }
  for (const changes of chunks(inplayChanges, PRICES_PER_MESSAGE)) {
    inplay.push({ type: 'prices', changes });
  }
  for (const changes of chunks(prematchChanges, PRICES_PER_MESSAGE)) {
    general.push({ type: 'prematchPrices', changes });
  }
  return { inplay, general };
}
