/**
 * When a response ends its keep-alive connection (server/http/connection.ts): while the server
 * drains, every answer says `Connection: close`, whatever served it (the request guard's 301, 400,
 * 405 and 414, a page, a 404 page, a probe, a built asset, a public file, a file made from
 * configuration); otherwise they keep the connection open, and the busy 503 for a full waiting line
 * closes it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../../server/asset-manifest';
import { MAX_URL_LENGTH } from '../../../server/middleware/guards';
import { type Listening, listen, silentApp, testConfig } from '../../support/http';

/** Paths answered past the request guard, one of each kind of handler. */
const PATHS = ['/', '/shop?category=pretzels', '/no-such-page', '/healthz', '/readyz', '/robots.txt'];

/** Requests the request guard answers itself, each with its status. */
const GUARD_ANSWERS = [
  { method: 'GET', path: '/shop/', status: 301 },
  { method: 'GET', path: '/%zz', status: 400 },
  { method: 'DELETE', path: '/shop', status: 405 },
  { method: 'GET', path: `/${'a'.repeat(MAX_URL_LENGTH)}`, status: 414 },
];

/** The `Connection` header of a GET on a keep-alive connection (fetch keeps its connections alive). */
async function connectionOf(origin: string, path: string): Promise<string | null> {
  const res = await fetch(`${origin}${path}`);
  await res.arrayBuffer();
  return res.headers.get('connection');
}

/** The status and `Connection` header of a request the request guard answers, redirects not followed. */
async function guardAnswerOf(origin: string, method: string, path: string) {
  const res = await fetch(`${origin}${path}`, { method, redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, connection: res.headers.get('connection') };
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

  it('is said by every routed answer while the server drains', async () => {
    lifecycle.draining = true;
    try {
      for (const path of [...PATHS, ...assetPaths])
        expect(await connectionOf(origin, path), path).toBe('close');
    } finally {
      lifecycle.draining = false;
    }
  });

  it('is said by the answers of the request guard while the server drains, and only then', async () => {
    for (const draining of [false, true]) {
      lifecycle.draining = draining;
      try {
        for (const { method, path, status } of GUARD_ANSWERS) {
          const answer = await guardAnswerOf(origin, method, path);
          expect(answer.status, `${method} ${path.slice(0, 20)}`).toBe(status);
          if (draining) expect(answer.connection, `${method} ${path.slice(0, 20)}`).toBe('close');
          else expect(answer.connection, `${method} ${path.slice(0, 20)}`).not.toBe('close');
        }
      } finally {
        lifecycle.draining = false;
      }
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
