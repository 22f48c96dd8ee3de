/**
 * A static host for the tests of `npm run export`: exports the site into a temporary folder and serves
 * it with `serve-handler` (the maintained server behind Vercel's `serve`) as common static hosts do:
 * clean URLs (`/shop` serves `shop.html`) and `404.html` for unknown paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import handler from 'serve-handler';
import { inject } from 'vitest';
import { exportSite } from '../../scripts/export';

/** An exported site being served. */
export interface StaticHost {
  /** The export folder. */
  dir: string;
  origin: string;
  /** Stops the server, lets the answers under way end, then deletes the folder. */
  close(): Promise<void>;
}

/**
 * Exports the site and serves the folder on a free loopback port.
 *
 * @returns the folder, the origin, and `close`, which stops the server and deletes the folder once no
 *   answer is under way: a file deleted under serve-handler while a browser still loads a picture of the
 *   page is an uncaught ENOENT that fails the run
 */
export async function serveExport(): Promise<StaticHost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  await exportSite(dir, inject('distDir'));
  const underWay = new Set<ServerResponse>();
  let allEnded = () => {};
  const server = createServer((req, res) => {
    underWay.add(res);
    res.on('close', () => {
      underWay.delete(res);
      if (underWay.size === 0) allEnded();
    });
    handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    dir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      if (underWay.size > 0) await new Promise<void>((resolve) => (allEnded = resolve));
      server.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
