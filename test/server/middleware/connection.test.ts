/**
 * When a response ends its keep-alive connection (server/http/connection.ts): while the server
 * drains, every answer past the request guard says `Connection: close`, whatever served it (a page, a
 * 404 page, a probe, a built asset, a public file, a file made from configuration); otherwise they
 * keep the connection open, and the busy 503 for a full waiting line closes it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../../server/asset-manifest';
import { type Listening, listen, silentApp, testConfig } from '../../support/http';

/** Paths answered past the request guard, one of each kind of handler. */
const PATHS = ['/', '/shop?category=pretzels', '/no-such-page', '/healthz', '/readyz', '/robots.txt'];

/** The `Connection` header of a GET on a keep-alive connection (fetch keeps its connections alive). */
async function connectionOf(origin: string, path: string): Promise<string | null> {
  const res = await fetch(`${origin}${path}`);
  await res.arrayBuffer();
  return res.headers.get('connection');
}

describe('Connection: close', () => {
  const lifecycle = { draining: false };
  let server: Listening;
  let origin = '';
  let assetPaths: string[] = [];

  beforeAll(async () => {
    server = await listen(silentApp({ lifecycle }));
    origin = `http://127.0.0.1:${server.port}`;
    assetPaths = [readManifest(inject('distDir')).css, '/favicon.ico', '/assets/missing.js'];
  });
  afterAll(() => server.close());

  it('is not said while the server serves normally', async () => {
    lifecycle.draining = false;
    for (const path of [...PATHS, ...assetPaths])
      expect(await connectionOf(origin, path), path).not.toBe('close');
  });

  it('is said by every answer past the request guard while the server drains', async () => {
    lifecycle.draining = true;
    try {
      for (const path of [...PATHS, ...assetPaths])
        expect(await connectionOf(origin, path), path).toBe('close');
    } finally {
      lifecycle.draining = false;
    }
  });

  it('is said by the busy 503 of a full waiting line, so a retry connects again', async () => {
    const full = await listen(
      silentApp({ config: testConfig({ load: { ...testConfig().load, maxWaiting: 0 } }) }),
    );
    try {
      const res = await fetch(`http://127.0.0.1:${full.port}/shop`);
      await res.arrayBuffer();
      expect(res.status).toBe(503);
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      await full.close();
    }
  });
});
