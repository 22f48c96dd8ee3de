/**
 * Chromium only: the dev loop is the maintainer's tool, not a visitor's page; one engine shows it reloads.
 *
 * `npm run dev` on a copy of the sources: an edit to a style or to a content module, and a new or
 * changed photo in `client/photos/`, show in the open page without a manual refresh, the server keeps
 * answering, and the production build folder is never written. (How fast is measured by `npm run bench:dev`, not here.)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_SESSION_HOOK_MS, type DevSession, startDevSession } from '../../scripts/harness/dev-session';
import { products } from '../../shared/content/catalogue';
import { describeBrowser, useBrowser, withPage } from '../support/browser';

/** A one-colour photo, wide enough for a shop card (800x600 px). */
function plainPhoto(background: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

describeBrowser('the development loop', () => {
  const browser = useBrowser();
  let session: DevSession;
  beforeAll(async () => {
    session = await startDevSession();
  }, DEV_SESSION_HOOK_MS);
  afterAll(async () => {
    await session?.stop();
  });

  // Bounds, not waits: with the whole suite beside it on two cores, a content edit (three bundles, the
  // content's assets redrawn in a child process, a server restart) once took more than 20 s to show.
  const EDIT_SHOWN_MS = 40_000;

  it(
    'shows a style edit and a content edit in the open page without a refresh',
    async () => {
      await withPage(browser(), { ownContext: true }, async (page) => {
        await page.goto(`${session.origin}/`);
        session.edit('styles/abstracts/_tokens.scss', '--color-paper: #fff8f1;', '--color-paper: #fff8f7;');
        // The page reloads for each rebuild: while it does, there is a moment with no body yet.
        await page.waitForFunction(
          () =>
            document.body !== null &&
            getComputedStyle(document.body).backgroundColor === 'rgb(255, 248, 247)',
          undefined,
          { timeout: EDIT_SHOWN_MS, polling: 100 },
        );
        session.edit('shared/content/brand.ts', "'Custom orders welcome'", "'Custom orders always welcome'");
        await page.waitForFunction(
          () => document.body?.textContent?.includes('Custom orders always welcome') === true,
          undefined,
          { timeout: EDIT_SHOWN_MS, polling: 100 },
        );
        expect((await fetch(`${session.origin}/healthz`)).status).toBe(200);
      });
    },
    2 * EDIT_SHOWN_MS + 10_000,
  );

  it('reloads a page for a build that finished before its event stream connected', async () => {
    const buildId = () =>
      (
        JSON.parse(readFileSync(path.join(session.dir, 'dist-dev', 'manifest.json'), 'utf8')) as {
          buildId: string;
        }
      ).buildId;
    await withPage(browser(), { ownContext: true }, async (page) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/__dev/events', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${session.origin}/`);
      const before = buildId();
      session.edit('styles/abstracts/_tokens.scss', '--color-ink: #3b2418;', '--color-ink: #3b2419;');
      await expect.poll(buildId, { timeout: 20_000, message: 'the style edit is rebuilt' }).not.toBe(before);
      release();
      // While the page reloads there is a moment with no body yet.
      await page.waitForFunction(
        () => document.body !== null && getComputedStyle(document.body).color === 'rgb(59, 36, 25)',
        undefined,
        { timeout: 20_000, polling: 100 },
      );
    });
  }, 60_000);

  it(
    'shows a new photo of the shop’s own, and then a changed one, without a restart',
    async () => {
      const [product] = products;
      if (!product) throw new Error('the catalogue is empty');
      const alt = 'Our own caramel apple';
      const file = path.join(session.dir, 'client/photos/dev-apple.jpg');
      writeFileSync(file, await plainPhoto('#b5651d'));
      session.edit(
        'shared/content/catalogue.ts',
        `name: '${product.name}',`,
        `name: '${product.name}',\n    photo: { src: '/photos/dev-apple.jpg', alt: '${alt}' },`,
      );
      await withPage(browser(), { ownContext: true }, async (page) => {
        await page.goto(`${session.origin}/shop`);
        const photo = page.getByRole('img', { name: alt });
        await photo.waitFor({ timeout: EDIT_SHOWN_MS });
        const first = await photo.getAttribute('src');
        expect(first).toMatch(/^\/assets\/photos\/dev-apple-[0-9a-f]+-\d+\.jpg$/);
        writeFileSync(file, await plainPhoto('#6b8e23'));
        await page.waitForFunction(
          ({ text, before }) => document.querySelector(`img[alt="${text}"]`)?.getAttribute('src') !== before,
          { text: alt, before: first },
          { timeout: EDIT_SHOWN_MS, polling: 100 },
        );
        expect((await fetch(`${session.origin}${await photo.getAttribute('src')}`)).status).toBe(200);
      });
    },
    2 * EDIT_SHOWN_MS + 10_000,
  );

  it('builds into dist-dev/ and never writes the production build folder', () => {
    expect(existsSync(path.join(session.dir, 'dist-dev', 'manifest.json'))).toBe(true);
    expect(existsSync(path.join(session.dir, 'dist'))).toBe(false);
  });
});
