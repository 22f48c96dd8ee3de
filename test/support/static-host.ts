/**
 * A static host for the tests of `npm run export`: exports the site into a temporary folder and serves
 * it with `serve-handler` (the maintained server behind Vercel's `serve`) as common static hosts do:
 * clean URLs (`/shop` serves `shop.html`) and `404.html` for unknown paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
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
  close(): void;
}

/**
 * Exports the site and serves the folder on a free loopback port.
 *
 * @returns the folder, the origin, and `close`, which stops the server and deletes the folder
 */
export async function serveExport(): Promise<StaticHost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  await exportSite(dir, inject('distDir'));
  const server = createServer((req, res) =>
    handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    dir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
