/**
 * Chromium only: prerendering, the full browser's bfcache and reduced-motion emulation are Chromium's.
 *
 * Navigation without a router (docs/decisions/0001-islands-on-a-multi-page-site.md): a hovered link's
 * page is prerendered from the speculation rules the server names in its `Speculation-Rules` header;
 * Back restores the page from the back/forward cache; page changes are animated with a cross-document
 * view transition, except for visitors who ask for less motion.
 *
 * Under Playwright, Chromium starts a prerender and then stops it (`PrerenderingDisabledByDevTools`),
 * so the prerender is checked through the DevTools `Preload` domain: the rule set loads without error
 * and the hovered link appears as a Prerender attempt. Playwright also disables the back/forward cache,
 * so that test launches its own Chromium without that flag.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { headerLinks } from '../../shared/content/navigation';
import { describeBrowser, gotoHydrated, origin, useBrowser, withPage } from '../support/browser';

interface AttemptSource {
  key: { action: string; url: string };
}

describeBrowser('navigation between documents', () => {
  const browser = useBrowser();

  it(
    'prerenders a same-site page when its link is hovered, ' +
      'from the rules named by the Speculation-Rules header',
    async () => {
      const target = headerLinks.find((link) => link.href === '/about');
      if (!target) throw new Error('the header links /about');
      await withPage(browser(), { width: 1280, ownContext: true }, async (page) => {
        const cdp = await page.context().newCDPSession(page);
        const ruleSets: { sourceText?: string; url?: string; errorType?: string }[] = [];
        const attempts: AttemptSource[] = [];
        cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: (typeof ruleSets)[number] }) =>
          ruleSets.push(event.ruleSet),
        );
        cdp.on(
          'Preload.preloadingAttemptSourcesUpdated',
          (event: { preloadingAttemptSources: AttemptSource[] }) =>
            attempts.push(...event.preloadingAttemptSources),
        );
        await cdp.send('Preload.enable');
        await gotoHydrated(page, '/');

        await expect.poll(() => ruleSets.length, { timeout: 5_000 }).toBeGreaterThan(0);
        expect(ruleSets[0]?.url).toBe(`${origin}/speculation-rules.json`);
        expect(ruleSets[0]?.errorType).toBeUndefined();

        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: target.label })
          .hover();
        await expect
          .poll(() => attempts.filter((a) => a.key.action === 'Prerender').map((a) => a.key.url), {
            timeout: 5_000,
          })
          .toContain(origin + target.href);
        expect(attempts.every((a) => !/\/(healthz|readyz|assets\/)/.test(a.key.url))).toBe(true);
      });
    },
  );

  it('marks a page change as a view transition, and not under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await withPage(browser(), { reducedMotion, ownContext: true }, async (page) => {
        // Registered before any page script, as `pagereveal` fires before the first frame.
        await page.addInitScript(() => {
          window.addEventListener('pagereveal', (event) => {
            (window as unknown as { transition: boolean }).transition = Boolean(
              (event as Event & { viewTransition: unknown }).viewTransition,
            );
          });
        });
        await gotoHydrated(page, '/');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
        await page.waitForURL(`${origin}/shop`);
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { transition?: boolean }).transition), {
            timeout: 5_000,
          })
          .toBe(reducedMotion === 'no-preference');
      });
    }
  });
});

/** Records on the page whether its next `pageshow` is a restore from the back/forward cache. */
const watchRestore = (page: Page) =>
  page.evaluate(() => {
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { restored: boolean }).restored = event.persisted;
    });
  });

/** Resolves once the page reports a restore from the back/forward cache (fails after 5 s). */
const restored = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored), {
      timeout: 5_000,
    })
    .toBe(true);

describeBrowser('the back/forward cache', () => {
  let bfcacheBrowser: Browser;
  beforeAll(async () => {
    bfcacheBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
  });
  afterAll(async () => {
    await bfcacheBrowser?.close();
  });

  it.each(['/', '/shop', '/about'])(
    'Back restores %s from the cache (pageshow with persisted)',
    async (path) => {
      await withPage(bfcacheBrowser, { width: 1280, ownContext: true }, async (page) => {
        await gotoHydrated(page, path);
        await watchRestore(page);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
        await page.waitForURL(`${origin}/contact`);
        await page.goBack({ waitUntil: 'commit' });
        await restored(page);
      });
    },
  );

  it('at 375 px Back restores the page with the drawer closed', async () => {
    await withPage(bfcacheBrowser, { width: 375, ownContext: true }, async (page) => {
      await gotoHydrated(page, '/');
      await watchRestore(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Events', exact: true })
        .click();
      await page.waitForURL(`${origin}/events`);
      await page.goBack({ waitUntil: 'commit' });
      await restored(page);
      expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
    });
  });
});
