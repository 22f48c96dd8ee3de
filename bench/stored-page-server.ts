/**
 * The stored-page servers of `npm run bench`: they answer each page with HTML held in memory, to show
 * what rendering costs beside them (docs/decisions/0007-render-every-request.md). Mode `express`:
 * Express with the `compression` middleware, what a cache hit cost before pages were rendered on every
 * request; mode `bare`: node:http with bytes compressed once at start, what the framework costs.
 *
 * Started by bench/lib/server-under-test.ts like the storefront, with `PORT`, `STORED_PAGES_MODE`
 * (`express` or `bare`) and `STORED_PAGES_FILE` (a JSON object from path to HTML) in the environment.
 * Prints `Stored pages ready` once it listens on 127.0.0.1; a path it does not hold answers 404. SIGTERM
 * ends it with exit code 0, so `--cpu-prof` writes its profile.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';

const { PORT, STORED_PAGES_MODE: mode, STORED_PAGES_FILE: file } = process.env;
if (!file || (mode !== 'express' && mode !== 'bare')) {
  console.error('stored-page-server: STORED_PAGES_MODE (express or bare) and STORED_PAGES_FILE are required');
  process.exit(1);
}
const pages = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
const ready = () => console.log('Stored pages ready');
process.on('SIGTERM', () => process.exit(0));

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
