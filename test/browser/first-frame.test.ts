/**
 * Chromium only: only Chromium holds the first paint for the page's end (`blocking="render"`).
 *
 * The first frame shows the whole page (docs/decisions/0011-islands-never-hold-the-main-thread.md, "The
 * whole page in the first frame"): even when the network delivers the page in two parts with a pause
 * between them, the browser paints nothing until the page's end has arrived, so a visitor never sees
 * the header alone and the rest of the page is not laid out again after the first paint. The pause is
 * made by a small proxy in front of the storefront that sends each page's HTML up to a cut at once and
 * the rest later: before `<main` (the header alone), and before `</footer>` (all but the footer's end).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { PAGE_END_ID } from '../../server/html-document';
import { describeBrowser, origin, useBrowser, withPage } from '../support/browser';

/** How long the proxy holds the second part of a page's HTML, in ms: a slow network's pause. */
const PAUSE_MS = 400;

/** The proxy, and how many pages it has sent in two parts. */
interface SlowNetworkProxy {
  server: Server;
  pagesCut: number;
}

/**
 * Answers every request from the storefront; a page's HTML (uncompressed) comes in two parts,
 * {@link PAUSE_MS} apart, the first ending just before the first `cutBefore` in it.
 */
function startSlowNetworkProxy(cutBefore: string): Promise<SlowNetworkProxy> {
  const proxy: SlowNetworkProxy = { server: createServer(), pagesCut: 0 };
  proxy.server.on('request', async (req, res) => {
    const upstream = await fetch(`${origin}${req.url}`, { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = type.startsWith('text/html') ? body.indexOf(cutBefore) : -1;
    if (cut < 0) {
      res.end(body);
      return;
    }
    proxy.pagesCut += 1;
    res.write(body.subarray(0, cut));
    setTimeout(() => res.end(body.subarray(cut)), PAUSE_MS);
  });
  return new Promise((resolve) => proxy.server.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describeBrowser('the first frame', () => {
  const browser = useBrowser();

  it.each([
    ['/', '<main'],
    ['/contact', '<main'],
    ['/shop', '</footer>'],
  ])(
    '%s, its HTML paused by the network before %s, paints its first frame with the whole page',
    async (path, cut) => {
      const proxy = await startSlowNetworkProxy(cut);
      try {
        const proxyOrigin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
        await withPage(browser(), { width: 375, ownContext: true }, async (page) => {
          // Before the page's own scripts: record what the document holds when the first frame is made.
          await page.addInitScript((pageEndId) => {
            requestAnimationFrame(() => {
              document.documentElement.dataset.firstFrame = document.getElementById(pageEndId)
                ? 'whole page'
                : 'part of the page';
            });
          }, PAGE_END_ID);
          await page.goto(`${proxyOrigin}${path}`, { waitUntil: 'load' });
          const firstFrame = page.locator('html[data-first-frame]');
          await firstFrame.waitFor({ state: 'attached' });
          expect(proxy.pagesCut, 'the page came in two parts').toBe(1);
          expect(await firstFrame.getAttribute('data-first-frame')).toBe('whole page');
        });
      } finally {
        await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
      }
    },
  );
});
