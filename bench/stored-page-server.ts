/**
 * The stored-page servers of `npm run bench`: they answer each page with HTML held in memory, to show
 * what rendering costs beside them (docs/decisions/0007-render-every-request.md). Mode `express`:
 * Express with the `compression` middleware, what a cache hit cost before pages were rendered on every
 * request; mode `bare`: node:http with bytes compressed once at start, what the framework costs.
 *
 * Started by bench/lib/server-under-test.ts like the storefront, with `PORT`, `STORED_PAGES_MODE`
 * (`express` or `bare`) and `STORED_PAGES_FILE` (a JSON object from path to HTML) in the environment.
 * Prints `Stored pages ready` once it listens on 127.0.0.1; a path it does not hold answers 404. SIGTERM
 * ends it with exit code 0, so `--cpu-prof` writes its profile. With `STORED_PAGES_METRICS=1` it also
 * serves prom-client's default process metrics (its GC among them) on `METRICS_PORT`, as the storefront
 * does, so `--trace-gc` reads both kinds of server alike; without it, it runs nothing beside the pages.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { collectDefaultMetrics, register } from 'prom-client';

const {
  PORT,
  METRICS_PORT,
  STORED_PAGES_MODE: mode,
  STORED_PAGES_FILE: file,
  STORED_PAGES_METRICS,
} = process.env;
if (!file || (mode !== 'express' && mode !== 'bare')) {
  console.error('stored-page-server: STORED_PAGES_MODE (express or bare) and STORED_PAGES_FILE are required');
  process.exit(1);
}
const pages = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
const ready = () => console.log('Stored pages ready');
process.on('SIGTERM', () => process.exit(0));

if (STORED_PAGES_METRICS === '1') {
  collectDefaultMetrics();
  const metrics = createServer(async (_req, res) => {
    res.writeHead(200, { 'content-type': register.contentType }).end(await register.metrics());
  });
  metrics.listen(Number(METRICS_PORT), '127.0.0.1');
}

if (mode === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.get('/{*path}', (req, res) => {
    const html = pages.get(req.path);
    if (html === undefined) res.sendStatus(404);
    else res.type('html').set('Cache-Control', 'public, max-age=0, must-revalidate').send(html);
  });
  app.listen(Number(PORT), '127.0.0.1', ready);
} else {
  const encoded = new Map(
    [...pages].map(([route, html]) => [route, { br: brotliCompressSync(html), gzip: gzipSync(html), html }]),
  );
  const server = createServer((req, res) => {
    const page = encoded.get(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!page) return res.writeHead(404).end();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = accepts.includes('br')
      ? [page.br, 'br']
      : accepts.includes('gzip')
        ? [page.gzip, 'gzip']
        : [Buffer.from(page.html), ''];
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  });
  server.listen(Number(PORT), '127.0.0.1', ready);
}
