import { watch } from 'node:fs';
import type { RequestHandler } from 'express';
import { DEV_RELOAD_SCRIPT } from '../document';

/** Server-sent events that announce a new build, for the dev reload script. */
const EVENTS_URL = '/__dev/events';

/** The browser side: reload when the announced build differs from the one the page was loaded with. */
const RELOAD_SCRIPT = `const events = new EventSource(${JSON.stringify(EVENTS_URL)});
let first;
events.onmessage = (event) => {
  if (first === undefined) first = event.data;
  else if (event.data !== first) location.reload();
};
`;

/**
 * Development only (`npm run dev`): reloads open pages after a rebuild. The page loads a small script
 * that listens to `/__dev/events`; the server sends the build's stamp on connect and whenever
 * `manifest.json` changes. The stamp includes the server's start time, so a restart (after a change to
 * server code) also reloads the page once the event stream reconnects.
 *
 * @param distDir - the dev build folder holding `manifest.json`
 * @returns the middleware
 */
export function devReload(distDir: string): RequestHandler {
  const started = Date.now();
  const clients = new Set<(stamp: string) => void>();
  let version = 0;
  const stamp = () => `${started}-${version}`;
  watch(distDir, (_event, file) => {
    if (file !== 'manifest.json') return;
    version += 1;
    for (const send of clients) send(stamp());
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
    send(stamp());
    clients.add(send);
    req.on('close', () => clients.delete(send));
  };
}
