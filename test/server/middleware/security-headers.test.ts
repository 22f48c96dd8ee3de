/**
 * Security headers (docs/decisions/0005-strict-content-security-policy.md): pages carry a strict
 * Content-Security-Policy, HSTS, `nosniff` and a referrer policy; error pages, site files, health
 * checks and missing assets carry the same; no answer names the framework behind it.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { silentApp } from '../../support/http';

const app = silentApp();

/** The directives of a Content-Security-Policy, by lower-cased name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

describe('security headers', () => {
  it('sends a strict Content-Security-Policy on pages', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const map = directives(csp ?? '');
    expect(map.get('script-src')).toEqual(["'self'"]);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toBeDefined();
    expect(map.get('base-uri')).not.toContain('*');
    expect(map.get('frame-ancestors')).toBeDefined();
    expect(map.get('frame-ancestors')).not.toContain('*');
    expect(map.get('img-src')).toContain('https://images.unsplash.com');
    expect(map.get('default-src')).toEqual(["'self'"]);
  });

  it('sends HSTS, nosniff and a Referrer-Policy, and no X-Powered-By', async () => {
    const res = await request(app).get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
    );
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/nope', '/%', '/robots.txt', '/healthz', '/assets/nope-123.js'])(
    'sends the same security headers on %s',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends no X-Powered-By on a 405 either', async () => {
    const res = await request(app).post('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
