/**
 * The built files as a browser fetches them (docs/product.md "Speed"): hashed assets are cached for a
 * year as immutable, with their right type and an ETag; the brotli and gzip copies written at build
 * time are served byte for byte to clients that accept them; a missing asset is a short plain-text 404
 * that no cache keeps; the assets folder is never listed. A retry folder (`/assets/retry-<n>/`, where the
 * island loader asks again for code that failed to load) serves the same files with the same headers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { listenDuringFile, rawRequest, silentApp } from '../../support/http';

const app = silentApp();
const port = listenDuringFile(app);
const publicDir = path.join(inject('distDir'), 'public');

/** The island loader the home page loads (consistent with the manifest this app was built from). */
async function entryUrl(): Promise<string> {
  const res = await request(app).get('/');
  const match = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(res.text);
  if (!match?.[1]) throw new Error('no island loader in the home page');
  return match[1];
}

/** The stylesheet the served HTML links (React may add attributes after `href`). */
async function stylesheetUrl(): Promise<string> {
  const res = await request(app).get('/');
  const match = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(res.text);
  if (!match?.[1]) throw new Error('no stylesheet in the home page');
  return match[1];
}

describe('hashed assets', () => {
  it('caches the island loader for a year as immutable, as JavaScript, with an ETag', async () => {
    const url = await entryUrl();
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers.etag).toBeTruthy();
  });

  it('serves the stylesheet as text/css with the same long cache', async () => {
    const res = await request(app).get(await stylesheetUrl());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const url = await entryUrl();
    const first = await request(app).get(url);
    const again = await request(app)
      .get(url)
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('serves the gzip file written at build time when asked for gzip', async () => {
    const res = await request(app)
      .get(await entryUrl())
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('serves the brotli file written at build time, byte for byte, when asked for br', async () => {
    const url = await entryUrl();
    const res = await rawRequest(port(), 'GET', url, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const onDisk = readFileSync(path.join(publicDir, `${url}.br`));
    expect(Number(res.headers['content-length'])).toBe(onDisk.length);
    expect(res.body).toBe(brotliDecompressSync(onDisk).toString());
  });

  it('sends the file uncompressed for Accept-Encoding identity', async () => {
    const url = await entryUrl();
    const res = await rawRequest(port(), 'GET', url, { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a short plain-text 404 that is not cached as immutable', async () => {
    const res = await request(app).get('/assets/nope-123.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.length).toBeLessThan(100);
    expect(res.text).not.toMatch(/<html|<!doctype/i);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(res.headers['cache-control'] ?? '').not.toContain('max-age=31536000');
  });

  it('does not list the assets folder', async () => {
    // `/assets/` first redirects to its canonical form `/assets`, which is a plain 404.
    const redirect = await request(app).get('/assets/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/assets');
    const res = await request(app).get('/assets');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('.js');
  });
});

describe('retry folders', () => {
  it('serve /assets/retry-<n>/<file> as /assets/<file>: the same bytes and headers', async () => {
    const url = await entryUrl();
    const original = await request(app).get(url).set('Accept-Encoding', 'identity');
    for (const n of [1, 2]) {
      const retry = await request(app)
        .get(url.replace('/assets/', `/assets/retry-${n}/`))
        .set('Accept-Encoding', 'identity');
      expect(retry.status, `retry-${n}`).toBe(200);
      expect(retry.text).toBe(original.text);
      for (const header of ['content-type', 'cache-control', 'etag'])
        expect(retry.headers[header], header).toBe(original.headers[header]);
    }
  });

  it('answer a missing file with the same uncached 404, and nothing for a folder without a number', async () => {
    const missing = await request(app).get('/assets/retry-1/nope-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const url = await entryUrl();
    expect((await request(app).get(url.replace('/assets/', '/assets/retry-/'))).status).toBe(404);
    expect((await request(app).get(url.replace('/assets/', '/assets/retry-0/'))).status).toBe(404);
  });
});
