import { watch } from 'node:fs';
import type { RequestHandler } from 'express';
import { readManifest } from '../asset-manifest';
import { DEV_RELOAD_SCRIPT } from '../html-document';

/** Server-sent events that announce a new build, for the dev reload script. */
const EVENTS_URL = '/__dev/events';

/**
 * The browser side: reload when the announced build differs from the one the page was rendered with
 * (the `build` query of this script's URL, written by `server/html-document.tsx`).
 */
const RELOAD_SCRIPT = `const built = new URL(import.meta.url).searchParams.get('build');
const events = new EventSource(${JSON.stringify(EVENTS_URL)});
events.onmessage = (event) => {
  if (event.data !== built) location.reload();
};
`;

/**
 * Development only (`npm run dev`): reloads open pages after a rebuild. The page loads a small script
 * that listens to `/__dev/events`; the server sends the current build id (from `manifest.json`) on
 * connect and whenever the manifest changes. A page rendered with another build id reloads, so a
 * rebuild is never missed, whether it finished before the stream connected or during a server restart.
 *
 * @param distDir - the dev build folder holding `manifest.json`
 * @returns the middleware
 */
export function devReload(distDir: string): RequestHandler {
  const clients = new Set<(buildId: string) => void>();
  let buildId = readManifest(distDir).buildId;
  watch(distDir, (_event, file) => {
    if (file !== 'manifest.json') return;
    try {
      buildId = readManifest(distDir).buildId;
    } catch {
      return; // caught mid-write: the write's own change event follows
    }
    for (const send of clients) send(buildId);
  }).unref();

  return (req, res, next) => {
    if (req.path === DEV_RELOAD_SCRIPT) {
      res.type('text/javascript').set('Cache-Control', 'no-store').send(RELOAD_SCRIPT);
      return;
    }
    if (req.path !== EVENTS_URL) {
      next();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write('retry: 100\n\n');
    const send = (value: string) => res.write(`data: ${value}\n\n`);
    send(buildId);
    clients.add(send);
    req.on('close', () => clients.delete(send));
  };
}
