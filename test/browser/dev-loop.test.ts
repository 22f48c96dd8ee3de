/**
 * `npm run dev` on a copy of the sources: an edit to a style or to a content module shows in the open
 * page without a manual refresh, the server keeps answering, and the production build folder is never
 * written. (How fast is measured by `npm run bench:dev`, not here.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DevSession, startDevSession } from '../../scripts/dev-session';
import { describeBrowser, useBrowser, withPage } from './harness';

describeBrowser('the development loop', () => {
  const browser = useBrowser();
  let session: DevSession;
  beforeAll(async () => {
    session = await startDevSession();
  }, 60_000);
  afterAll(async () => {
    await session?.stop();
  });

  it('shows a style edit and a content edit in the open page without a refresh', async () => {
    await withPage(browser(), {}, async (page) => {
      await page.goto(`${session.origin}/`);
      session.edit('styles/abstracts/_tokens.scss', '--color-paper: #fff8f1;', '--color-paper: #fff8f7;');
      await page.waitForFunction(
        () => getComputedStyle(document.body).backgroundColor === 'rgb(255, 248, 247)',
        undefined,
        {
          timeout: 20_000,
        },
      );
      session.edit('shared/content/brand.ts', "'Custom orders welcome'", "'Custom orders always welcome'");
      await page.waitForFunction(
        () => document.body.textContent?.includes('Custom orders always welcome'),
        undefined,
        {
          timeout: 20_000,
        },
      );
      expect((await fetch(`${session.origin}/healthz`)).status).toBe(200);
    });
  }, 60_000);

  it('reloads a page for a build that finished before its event stream connected', async () => {
    const buildId = () =>
      (
        JSON.parse(readFileSync(path.join(session.dir, 'dist-dev', 'manifest.json'), 'utf8')) as {
          buildId: string;
        }
      ).buildId;
    await withPage(browser(), {}, async (page) => {
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
      for (const deadline = Date.now() + 20_000; buildId() === before; ) {
        if (Date.now() > deadline) throw new Error('the style edit was not rebuilt within 20 s');
        await sleep(50);
      }
      release();
      await page.waitForFunction(
        () => getComputedStyle(document.body).color === 'rgb(59, 36, 25)',
        undefined,
        {
          timeout: 20_000,
        },
      );
    });
  }, 60_000);

  it('builds into dist-dev/ and never writes the production build folder', () => {
    expect(existsSync(path.join(session.dir, 'dist-dev', 'manifest.json'))).toBe(true);
    expect(existsSync(path.join(session.dir, 'dist'))).toBe(false);
  });
});
