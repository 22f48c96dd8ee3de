/**
 * Ceiling servers for `npm run bench`: serve one fixed HTML document from memory, to
 * measure what rendering costs (mode `express`: Express with the same compression middleware as the
 * app) and what the framework costs (mode `bare`: node:http with pre-compressed bytes).
 *
 * Usage: `tsx bench/bench-ceilings.ts <express|bare> <file with the HTML>`; prints `ready <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';

const [mode, file = ''] = process.argv.slice(2);
const html = readFileSync(file, 'utf8');

if (mode === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.get('/{*path}', (_req, res) => {
    res.type('html').set('Cache-Control', 'public, max-age=0, must-revalidate').send(html);
  });
  const server = app.listen(0, '127.0.0.1', () =>
    console.log(`ready ${(server.address() as AddressInfo).port}`),
  );
} else {
  const gzip = gzipSync(html);
  const brotli = brotliCompressSync(html);
  const server = createServer((req, res) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = accepts.includes('br')
      ? [brotli, 'br']
      : accepts.includes('gzip')
        ? [gzip, 'gzip']
        : [Buffer.from(html), ''];
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
}
