/**
 * The storefront's widgets in a real Chromium, as a visitor meets them: pages hydrate cleanly, the hero
 * rotates and can be paused, the drawer opens and closes, the shop filter and header links navigate
 * without a reload, the newsletter and contact forms answer without sending anything, the countdown ticks.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  collectConsole,
  describeBrowser,
  gotoHydrated,
  ROUTES,
  revealHydrated,
  serverTitle,
  UNKNOWN_PATH,
  useSiteAndBrowser,
  withPage,
} from './harness';

/** How long a `expect.poll` waits for the page to catch up (navigation may load a page chunk). */
const POLL = { timeout: 5_000 };

/** Fixed start of the fake clock; any date works, the widgets only count elapsed time. */
const CLOCK_START = new Date('2026-12-01T10:00:00Z');

describeBrowser('storefront widgets in a real browser', () => {
  const suite = useSiteAndBrowser();

  /**
   * Opens `url` under Playwright's fake clock with time paused, and steps the clock in 20 ms slices
   * until the page has hydrated (the client's boot waits for a frame and a timeout, which a paused clock
   * would never fire). Afterwards fake time moves only on `page.clock.runFor()`, so the widgets' timers,
   * which start at hydration, have used at most a few slices. React renders without timers, so each
   * `runFor` fires timers registered before it; a timer set in an effect after a render needs a new call.
   */
  async function gotoHydratedWithPausedClock(page: Page, url: string): Promise<void> {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1000));
    await page.goto(url, { waitUntil: 'load' });
    const hydrated = page.locator('html[data-hydrated="true"]');
    for (let slice = 0; slice < 500 && (await hydrated.count()) === 0; slice++) {
      await page.clock.runFor(20);
      await page.waitForTimeout(20);
    }
    expect(await hydrated.count(), `${url} hydrates under the paused clock`).toBe(1);
  }

  /** Labels ("n of 4") of the hero slides a visitor can currently see. */
  const visibleSlides = (page: Page) =>
    page
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) =>
        slides
          .filter((slide) => (slide as HTMLElement).checkVisibility())
          .map((slide) => slide.getAttribute('aria-label')),
      );

  /** Moves the pointer off the carousel and takes keyboard focus out of it, so neither pauses it. */
  async function leaveCarousel(page: Page): Promise<void> {
    await page.mouse.move(5, 850);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Let React commit the pointer-leave and blur state (it renders outside the paused timers).
    await page.waitForTimeout(250);
  }

  const productCards = (page: Page) => page.getByRole('main').getByRole('article');
  const cardNames = (page: Page) => productCards(page).getByRole('heading', { level: 3 }).allTextContents();

  it.each([...ROUTES, UNKNOWN_PATH])('%s hydrates without console errors or warnings', async (path) => {
    await withPage(suite.browser, {}, async (page) => {
      const log = collectConsole(page);
      const url = suite.site.origin + path;
      await gotoHydrated(page, url);
      // Effects that run right after hydration (e.g. the 404 page's console log) get a moment to report.
      await page.waitForTimeout(300);
      // The unknown path is answered with HTTP 404 by design (spec §8), and Chromium logs every 404
      // response, the document's own included, as "Failed to load resource". That one line is the
      // browser reporting the intended status, not a fault of the page; any other 404 still fails.
      const problems = log.problems.filter(
        (line) =>
          !(
            path === UNKNOWN_PATH &&
            line ===
              `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`
          ),
      );
      expect(problems, `console problems on ${path}:\n${problems.join('\n')}`).toEqual([]);
    });
  });

  it('the 404 page shows "Oops! Page not found" and logs the attempted path to the console', async () => {
    await withPage(suite.browser, {}, async (page) => {
      const log = collectConsole(page);
      const response = await gotoHydrated(page, `${suite.site.origin}${UNKNOWN_PATH}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
      await expect
        .poll(
          () =>
            log.all.filter(
              (line) => line.includes(UNKNOWN_PATH) && !line.includes('Failed to load resource'),
            ),
          {
            timeout: 5_000,
          },
        )
        .not.toEqual([]);
    });
  });

  it('the hero shows the first slide, then the second after 4 s, and a dot selects a slide', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydratedWithPausedClock(page, `${suite.site.origin}/`);
      expect(await visibleSlides(page)).toEqual(['1 of 4']);

      await page.clock.runFor(3500);
      expect(await visibleSlides(page), 'not before 4 s').toEqual(['1 of 4']);
      await page.clock.runFor(600);
      await expect.poll(() => visibleSlides(page), POLL).toEqual(['2 of 4']);

      const third = page.getByRole('button', { name: /^Show slide 3 of 4/ });
      await third.click();
      await expect.poll(() => visibleSlides(page), POLL).toEqual(['3 of 4']);
      expect(await third.getAttribute('aria-current')).toBe('true');
      const dots = page.getByRole('button', { name: /^Show slide \d of 4/ });
      expect(await dots.evaluateAll((all) => all.map((dot) => dot.getAttribute('aria-current')))).toEqual([
        null,
        null,
        'true',
        null,
      ]);
    });
  });

  it('the pause button stops the rotation and turns into "Play slideshow"; play resumes it', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydratedWithPausedClock(page, `${suite.site.origin}/`);
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
      await leaveCarousel(page);
      await page.clock.runFor(4100);
      await page.clock.runFor(4100);
      expect(await visibleSlides(page), 'paused carousel must not advance').toEqual(['1 of 4']);

      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await page.getByRole('button', { name: 'Pause slideshow' }).waitFor();
      await leaveCarousel(page);
      await page.clock.runFor(4100);
      await expect.poll(() => visibleSlides(page), POLL).toEqual(['2 of 4']);
    });
  });

  it('hovering the hero pauses the rotation, leaving it resumes', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydratedWithPausedClock(page, `${suite.site.origin}/`);
      await page.getByRole('region', { name: 'Featured treats' }).hover();
      await page.waitForTimeout(250);
      await page.clock.runFor(4100);
      await page.clock.runFor(4100);
      expect(await visibleSlides(page), 'carousel under the pointer must not advance').toEqual(['1 of 4']);

      await leaveCarousel(page);
      await page.clock.runFor(4100);
      await expect.poll(() => visibleSlides(page), POLL).toEqual(['2 of 4']);
    });
  });

  it('with reduced motion the hero does not rotate and offers "Play slideshow"', async () => {
    await withPage(suite.browser, { reducedMotion: 'reduce' }, async (page) => {
      await gotoHydratedWithPausedClock(page, `${suite.site.origin}/`);
      await leaveCarousel(page);
      await page.clock.runFor(4100);
      await page.clock.runFor(4100);
      expect(await visibleSlides(page)).toEqual(['1 of 4']);
      await expect(page.getByRole('button', { name: 'Play slideshow' }).isVisible()).resolves.toBe(true);
    });
  });

  it('at 375 px the menu button opens the drawer, Escape closes it and focus returns to the button', async () => {
    await withPage(suite.browser, { width: 375 }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      expect(await menuButton.isVisible()).toBe(true);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count(),
        'header links hidden',
      ).toBe(0);

      await menuButton.click();
      await drawer.waitFor({ state: 'visible' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      expect(await drawer.getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Home', 'Shop', 'About', 'Events', 'Corporate', 'Contact']),
      );

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => menuButton.getAttribute('aria-expanded'), POLL).toBe('false');
      await expect
        .poll(() => menuButton.evaluate((button) => button === document.activeElement), POLL)
        .toBe(true);
    });
  });

  it('at 375 px choosing "Events" in the drawer navigates to /events and closes the drawer', async () => {
    await withPage(suite.browser, { width: 375 }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 1;
      });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Events', exact: true }).click();
      await page.waitForURL(`${suite.site.origin}/events`);
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/event/i);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    });
  });

  it('at 1280 px the six header links are visible and the menu button is hidden', async () => {
    await withPage(suite.browser, { width: 1280 }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'Home',
        'Shop',
        'About',
        'Events',
        'Corporate',
        'Contact',
      ]);
      for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
      expect(await page.locator('button[aria-controls="mobile-drawer"]').isVisible()).toBe(false);
    });
  });

  it('clicking "Pretzels" filters the shop to the 3 pretzels in place, with the URL ?category=pretzels', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/shop`);
      expect(await productCards(page).count()).toBe(14);
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 1;
      });
      const filter = page.getByRole('navigation', { name: 'Filter products by category' });
      await filter.getByRole('link', { name: 'Pretzels' }).click();
      await page.waitForURL(`${suite.site.origin}/shop?category=pretzels`);
      await expect.poll(() => productCards(page).count(), POLL).toBe(3);
      const names = await cardNames(page);
      expect(names).toHaveLength(3);
      for (const name of names) expect(name).toMatch(/Pretzel/);
      expect(await filter.locator('[aria-current="true"]').allTextContents()).toEqual(['Pretzels']);
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        'no full reload',
      ).toBe(1);
    });
  });

  it('/shop?category=gift-boxes served directly shows the 5 gift boxes', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/shop?category=gift-boxes`);
      const names = await cardNames(page);
      expect(names).toHaveLength(5);
      for (const name of names) expect(name).toMatch(/Box$/);
      const filter = page.getByRole('navigation', { name: 'Filter products by category' });
      expect(await filter.locator('[aria-current="true"]').allTextContents()).toEqual(['Gift Boxes']);
    });
  });

  it('/shop?category=bogus falls back to All and shows all 14 products', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/shop?category=bogus`);
      expect(await productCards(page).count()).toBe(14);
      const filter = page.getByRole('navigation', { name: 'Filter products by category' });
      expect(await filter.locator('[aria-current="true"]').allTextContents()).toEqual(['All']);
    });
  });

  it('the newsletter thanks the visitor on Enter, clears the field and sends the address nowhere', async () => {
    await withPage(suite.browser, {}, async (page) => {
      const email = 'sweet.tooth+test@example.com';
      const sent: string[] = [];
      page.on('request', (request) =>
        sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
      );
      await gotoHydrated(page, `${suite.site.origin}/`);
      const field = page.getByRole('textbox', { name: 'Email address' });
      await revealHydrated(field);
      await field.fill(email);
      await field.press('Enter');

      await page.getByRole('heading', { name: 'Welcome to the Sweet List!' }).waitFor({ state: 'visible' });
      expect(
        await page.getByRole('status').filter({ hasText: 'Welcome to the Sweet List!' }).textContent(),
      ).toMatch(/10% off/);
      const remaining = page.getByRole('textbox', { name: 'Email address' });
      expect(
        (await remaining.count()) === 0 || (await remaining.inputValue()) === '',
        'field gone or cleared',
      ).toBe(true);
      expect(page.url()).toBe(`${suite.site.origin}/`);
      await page.waitForTimeout(300);
      const leaks = sent.filter(
        (line) =>
          line.includes(email) || line.includes(encodeURIComponent(email)) || line.includes('sweet.tooth'),
      );
      expect(leaks, `requests carrying the address:\n${leaks.join('\n')}`).toEqual([]);
    });
  });

  it('the newsletter keeps the form when submitted empty or with an invalid address (native validation)', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      const field = page.getByRole('textbox', { name: 'Email address' });
      await revealHydrated(field);
      const submit = page.getByRole('button', { name: 'Subscribe' });
      await submit.click();
      await page.waitForTimeout(250);
      expect(await field.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(await page.getByRole('heading', { name: 'Welcome to the Sweet List!' }).count()).toBe(0);

      await field.fill('not-an-email');
      await submit.click();
      await page.waitForTimeout(250);
      expect(await field.evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(true);
      expect(await field.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Welcome to the Sweet List!' }).count()).toBe(0);
    });
  });

  it('the seasonal countdown starts at 15 / 08 / 32 / 45 and counts the seconds down', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydratedWithPausedClock(page, `${suite.site.origin}/seasonal`);
      const timer = page.getByRole('timer');
      const digits = () => timer.locator('.countdown__value').allTextContents();
      expect(await digits()).toEqual(['15', '08', '32', '45']);
      expect(await timer.textContent()).toContain('15 days, 8 hours, 32 minutes and 45 seconds');
      await page.clock.runFor(1000);
      await expect.poll(digits, POLL).toEqual(['15', '08', '32', '44']);
      await page.clock.runFor(1000);
      await expect.poll(digits, POLL).toEqual(['15', '08', '32', '43']);
    });
  });

  it('the seasonal countdown ticks in real time too (no fake clock)', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/seasonal`);
      const seconds = () => page.getByRole('timer').locator('.countdown__value').last().textContent();
      await expect.poll(async () => Number(await seconds()), { timeout: 2_500 }).toBeLessThan(45);
      expect(Number(await seconds())).toBeGreaterThanOrEqual(40);
    });
  });

  it('header links navigate on the client: no reload, and the title becomes the about page title', async () => {
    await withPage(suite.browser, { width: 1280 }, async (page) => {
      const aboutTitle = await serverTitle(suite.site.origin, '/about');
      await gotoHydrated(page, `${suite.site.origin}/`);
      expect(await page.title()).not.toBe(aboutTitle);
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 1;
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.waitForURL(`${suite.site.origin}/about`);
      await expect.poll(() => page.title(), POLL).toBe(aboutTitle);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        'no full reload',
      ).toBe(1);
      expect(
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'About' })
          .getAttribute('aria-current'),
      ).toBe('page');
    });
  });

  it('submitting the contact form shows the status message and stays on /contact with no query', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/contact`);
      const form = page.getByRole('form', { name: 'Get In Touch' });
      const submit = form.getByRole('button', { name: 'Send Message' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
      await revealHydrated(submit, form.locator('[role="status"]'));
      await submit.click();
      const status = form.getByRole('status');
      await status.filter({ hasText: 'Thank you! Nothing was sent' }).waitFor({ state: 'visible' });
      const url = new URL(page.url());
      expect(url.pathname).toBe('/contact');
      expect(url.search).toBe('');
    });
  });
});
