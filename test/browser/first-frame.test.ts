/**
 * The first frame shows the whole page (docs/decisions/0011-islands-never-hold-the-main-thread.md, "The
 * whole page in the first frame"): even when the network delivers the page in two parts with a pause
 * between them, the browser paints nothing until the footer, the page's last element, has arrived, so
 * a visitor never sees the header alone and the rest of the page is not laid out again after the first
 * paint. The pause is made by a small proxy in front of the storefront that sends each page's HTML up
 * to `<main` at once and the rest later.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITE_FOOTER_ID } from '../../shared/components/site-footer';
import { describeBrowser, origin, useBrowser, withPage } from '../support/browser';

/** How long the proxy holds the second part of a page's HTML, in ms: a slow network's pause. */
const PAUSE_MS = 400;

/** Where the proxy cuts a page's HTML: the first part is `<head>` and the header. */
const CUT_BEFORE = '<main';

/**
 * Answers every request from the storefront; a page's HTML (uncompressed) comes in two parts,
 * {@link PAUSE_MS} apart, the first ending just before {@link CUT_BEFORE}.
 */
function startSlowNetworkProxy(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const upstream = await fetch(`${origin}${req.url}`, { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = type.startsWith('text/html') ? body.indexOf(CUT_BEFORE) : -1;
    if (cut < 0) {
      res.end(body);
      return;
    }
    res.write(body.subarray(0, cut));
    setTimeout(() => res.end(body.subarray(cut)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describeBrowser('the first frame', () => {
  const browser = useBrowser();
  let proxy: Server;
  let proxyOrigin = '';

  beforeAll(async () => {
    proxy = await startSlowNetworkProxy();
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it.each(['/', '/contact'])(
    '%s, its HTML paused halfway by the network, paints its first frame with the footer in it',
    async (path) => {
      await withPage(browser(), { width: 375, ownContext: true }, async (page) => {
        // Before the page's own scripts: record what the document holds when the first frame is made.
        await page.addInitScript((footerId) => {
          requestAnimationFrame(() => {
            document.documentElement.dataset.firstFrame = document.getElementById(footerId)
              ? 'whole page'
              : 'part of the page';
          });
        }, SITE_FOOTER_ID);
        await page.goto(`${proxyOrigin}${path}`, { waitUntil: 'load' });
        const firstFrame = page.locator('html[data-first-frame]');
        await firstFrame.waitFor({ state: 'attached' });
        expect(await firstFrame.getAttribute('data-first-frame')).toBe('whole page');
      });
    },
  );
});
