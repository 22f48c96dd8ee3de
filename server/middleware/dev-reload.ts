import { watch } from 'node:fs';
import type { RequestHandler } from 'express';
import { readManifest } from '../asset-manifest';
import { CACHE_CONTROL, DEV_EVENTS_URL, DEV_RELOAD_SCRIPT_URL } from '../http/policies';

/**
 * The browser side: reload when the announced build differs from the one the page was rendered with
 * (the `build` query of this script's URL, written by `server/html-document.tsx`).
 */
const RELOAD_SCRIPT = `const built = new URL(import.meta.url).searchParams.get('build');
const events = new EventSource(${JSON.stringify(DEV_EVENTS_URL)});
events.onmessage = (event) => {
  if (event.data !== built) location.reload();
};
`;

/**
 * Development only (`npm run dev`): reloads open pages after a rebuild. The page loads a small script
 * that listens to `DEV_EVENTS_URL`; the server sends the current build id (from `manifest.json`) on
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
    if (req.path === DEV_RELOAD_SCRIPT_URL) {
      res.type('text/javascript').set('Cache-Control', CACHE_CONTROL.devReload).send(RELOAD_SCRIPT);
      return;
    }
    if (req.path !== DEV_EVENTS_URL) {
      next();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': CACHE_CONTROL.devReload });
    res.write('retry: 100\n\n');
    const send = (value: string) => res.write(`data: ${value}\n\n`);
    send(buildId);
    clients.add(send);
    req.on('close', () => clients.delete(send));
  };
}
