import type { Page } from 'playwright-core';

/**
 * Witnesses of /inplay, on the page's own clock, shared by the browser test (which asserts that
 * flashes and locks happen) and `npm run bench:inplay` (which measures how long after the feed
 * they show): an EventSource on /api/sse/inplay records the feed's price changes as they arrive,
 * and a MutationObserver on the odds buttons records each flash, lock and unlock. The app's own
 * stream is a separate connection to the same hub.
 */

export type DomKind = 'flash' | 'locked' | 'unlocked';

export interface Probe {
  events: { t: number; id: string; price: number; status: number }[];
  /** `price`: the price the button then carried; `shut`: it was disabled and showed the lock. */
  dom: { t: number; id: string; kind: DomKind; value: string; price: number; shut: boolean }[];
}

/** Feed status of a suspended selection (the lock's cause). */
const SUSPENDED = 2;

/** Installs both witnesses; resolves once the probe's own stream is open. */
export async function installInplayProbe(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe: Probe = { events: [], dom: [] };
        Object.assign(window, { __probe: probe });
        const source = new EventSource('/api/sse/inplay');
        source.addEventListener('prices', (event) => {
          const t = performance.now();
          const { changes } = JSON.parse((event as MessageEvent<string>).data) as {
            changes: { id: string; priceHundredths: number; status: number }[];
          };
          for (const c of changes) {
            probe.events.push({ t, id: c.id, price: c.priceHundredths, status: c.status });
          }
        });
        source.addEventListener('open', () => resolve());
        new MutationObserver((records) => {
          const t = performance.now();
          for (const record of records) {
            const el = record.target as HTMLElement;
            const id = el.dataset.selectionId;
            if (el.dataset.testid !== 'odds-button' || !id) continue;
            const price = Number(el.dataset.price);
            if (record.attributeName === 'data-flash' && el.dataset.flash) {
              probe.dom.push({ t, id, kind: 'flash', value: el.dataset.flash, price, shut: false });
            }
            if (record.attributeName === 'data-locked') {
              const locked = Boolean(el.dataset.locked);
              probe.dom.push({
                t,
                id,
                kind: locked ? 'locked' : 'unlocked',
                value: String(locked),
                price,
                shut:
                  locked &&
                  (el as HTMLButtonElement).disabled &&
                  el.querySelector('[data-testid="odds-lock"]') !== null,
              });
            }
          }
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-flash', 'data-locked'],
        });
      }),
  );
}

export async function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
}

/** One DOM change and the feed change that caused it. */
export interface Pairing {
  /** From the cause's arrival on the probe's stream to the DOM change; 0 when `ahead`. */
  ms: number;
  /** The app's own stream delivered the cause before the probe's did (two connections). */
  ahead: boolean;
}

type FeedEvent = Probe['events'][number];

/**
 * Each flash (or lock) the DOM showed, paired with the feed change of its selection that explains
 * it: for a flash, the change to the price the button then showed; for a lock, a suspension. The
 * cause is the selection's latest change that arrived before the DOM change; if that one does not
 * explain it, the app's stream was ahead of the probe's and the cause is the selection's next
 * change. A DOM change with no such cause (e.g. a whole fixture locking) is left out.
 */
export function pairings(probe: Probe, kind: 'flash' | 'locked'): Pairing[] {
  const byId = new Map<string, FeedEvent[]>();
  for (const e of probe.events) {
    const list = byId.get(e.id);
    if (list) list.push(e);
    else byId.set(e.id, [e]);
  }
  const explains = (e: FeedEvent | undefined, d: Probe['dom'][number]) =>
    e !== undefined && (kind === 'flash' ? e.price === d.price : e.status === SUSPENDED);
  return probe.dom
    .filter((d) => d.kind === kind)
    .flatMap((d): Pairing[] => {
      const events = byId.get(d.id) ?? [];
      const next = events.findIndex((e) => e.t > d.t);
      const before = events[(next === -1 ? events.length : next) - 1];
      if (explains(before, d)) return [{ ms: d.t - before!.t, ahead: false }];
      return next !== -1 && explains(events[next], d) ? [{ ms: 0, ahead: true }] : [];
    });
}

/** Milliseconds from each feed change to the flash (or lock) it caused. */
export function latencies(probe: Probe, kind: 'flash' | 'locked'): number[] {
  return pairings(probe, kind).map((p) => p.ms);
}
