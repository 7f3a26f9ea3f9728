import { expect, test, type Page, type Response } from '@playwright/test';
import { openTab } from './support/site';

/** Waits until the service worker is active and controls the page (the first load is not). */
async function controlledBySw(page: Page): Promise<string> {
  await page.goto('/');
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return scriptUrl;
}

test.describe('the installed site', () => {
  test('the manifest names the site in Korean, standalone from /, with 192, 512 and maskable icons', async ({
    request,
    browser,
  }) => {
    const visitor = await openTab(browser);
    await visitor.page.goto('/');
    const href = await visitor.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(visitor.page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    await expect(
      visitor.page.locator('meta[name="apple-mobile-web-app-capable"][content="yes"]'),
    ).toHaveCount(1);
    await visitor.context.close();

    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: '벳코리아 - 최대 페이백',
      short_name: '벳코리아',
      display: 'standalone',
      start_url: '/',
      theme_color: '#0b0f17',
      background_color: '#0b0f17',
    });
    const kinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(kinds).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
      const image = await request.get(icon);
      expect(image.status(), icon).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker serves the shell but never an /api answer', async ({ browser }) => {
    const visitor = await openTab(browser);
    const { page } = visitor;
    const scriptUrl = await controlledBySw(page);
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');

    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await expect(page.getByTestId('connection-status')).toBeVisible();
    // A call the page makes itself, after the worker took over: the network answers it.
    const status = await page.evaluate(async () => (await fetch('/api/setting/maintanace')).status);
    expect(status).toBe(200);
    await expect
      .poll(() => responses.filter((r) => r.url().includes('/api/setting/maintanace')).length)
      .toBeGreaterThanOrEqual(2);

    const api = responses.filter((r) => new URL(r.url()).pathname.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    // The control: the same page's document and bundles did come from the worker's cache.
    const shell = responses.filter((r) => /\/(assets\/.*\.js)?$/.test(new URL(r.url()).pathname));
    expect(shell.some((r) => r.fromServiceWorker())).toBe(true);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => /\/(api|provider|file)\//.test(new URL(url).pathname))).toEqual(
      [],
    );
    await visitor.context.close();
  });

  test('opened offline, the shell shows the offline screen and reloads when the network returns', async ({
    browser,
  }) => {
    const visitor = await openTab(browser);
    const { page, context } = visitor;
    await controlledBySw(page);

    await context.setOffline(true);
    await page.reload();
    const screen = page.getByTestId('offline-screen');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText('오프라인 상태입니다');
    await expect(screen).toContainText('연결되면 자동으로 다시 불러옵니다.');

    await context.setOffline(false);
    await expect(screen).toBeHidden();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('connection-status')).toBeVisible();
    await context.close();
  });

  test('where the browser offers installing, the mobile drawer shows "홈 화면에 추가"', async ({
    browser,
  }) => {
    const visitor = await openTab(browser, { width: 375, height: 800 });
    const { page } = visitor;
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('install-hint')).toHaveCount(0);

    // Headless Chromium never offers installing by itself: hand the page the event it would get.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    const hint = drawer.getByTestId('install-hint');
    await expect(hint).toContainText('홈 화면에 추가');
    await hint.getByRole('button', { name: '추가하기' }).click();
    await expect(hint).toHaveCount(0);
    await visitor.context.close();
  });
});
