import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createFundedMember, logIn, openTab, type Tab } from './support/site';
import { MEMBER_ROUTES } from './support/member-routes';

/** WCAG 2.1 level A and AA, the level the site holds itself to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 375, height: 812 } },
] as const;

/** Counts the page's own calls in flight; the SSE streams (fetched too) never finish, left out. */
function trackCalls(page: Page): { inFlight: () => number; forget: () => void } {
  const pending = new Set<unknown>();
  page.on('request', (r) => {
    const call = r.resourceType() === 'fetch' || r.resourceType() === 'xhr';
    if (call && r.headers()['accept'] !== 'text/event-stream') pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return { inFlight: () => pending.size, forget: () => pending.clear() };
}

/** Opens a route and waits until the navigation and every call it started have settled. */
async function openSettled(page: Page, calls: ReturnType<typeof trackCalls>, path: string) {
  // Calls the previous page left open are cut by the navigation: only this page's count.
  calls.forget();
  await page.goto(path);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-busy', 'false');
  await expect.poll(calls.inFlight).toBe(0);
}

for (const viewport of VIEWPORTS) {
  for (const loggedIn of [false, true]) {
    test.describe(`axe WCAG 2.1 AA, ${viewport.name}, ${loggedIn ? 'logged in' : 'logged out'}`, () => {
      let tab: Tab;
      let calls: ReturnType<typeof trackCalls>;

      test.beforeAll(async ({ browser }) => {
        tab = await openTab(browser, viewport.size);
        calls = trackCalls(tab.page);
        // A member of its own: no unread message sends every route to the inbox.
        if (loggedIn) await logIn(tab, await createFundedMember(tab.page.request, 0));
      });
      test.afterAll(async () => tab.context.close());

      // A member who opens /maintenance while the site is up is logged out (spec §4): it is
      // checked logged out only, so the routes after it are still seen logged in.
      const routes = MEMBER_ROUTES.filter((path) => !(loggedIn && path === '/maintenance'));
      for (const path of routes) {
        test(path, async () => {
          await openSettled(tab.page, calls, path);
          const { violations } = await new AxeBuilder({ page: tab.page })
            .withTags(WCAG_21_AA)
            .analyze();
          const nodesBy = (impact: string) =>
            violations
              .filter((v) => v.impact === impact)
              .reduce((sum, v) => sum + v.nodes.length, 0);
          // One line per route, so a run reads as a table of counts (critical/serious/moderate/minor).
          console.log(
            `[axe] ${viewport.name} ${loggedIn ? 'in ' : 'out'} ${path} → ${new URL(tab.page.url()).pathname}: ` +
              `${nodesBy('critical')}/${nodesBy('serious')}/${nodesBy('moderate')}/${nodesBy('minor')} ` +
              `${violations.map((v) => `${v.id}×${v.nodes.length}`).join(' ')}`,
          );
          const blocking = violations
            .filter((v) => BLOCKING.has(v.impact ?? ''))
            .map(
              (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          expect(blocking).toEqual([]);
        });
      }
    });
  }
}
