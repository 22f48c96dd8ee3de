import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseSiteUrl } from '../../server/config';
import { canonicalPath, checkRequestTarget, MAX_URL_LENGTH } from '../../server/request-guards';

describe('loadConfig', () => {
  it('defaults to port 3000, all interfaces, the production site origin and the repository dist folder', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.siteUrl).toBe('https://www.sweetcoreco.com');
    expect(config.distDir).toBe(fileURLToPath(new URL('../../dist', import.meta.url)));
    expect(config.production).toBe(false);
  });

  it('treats an empty PORT as the default', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads PORT, HOST, DIST_DIR and NODE_ENV', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DIST_DIR: '/tmp/build',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.distDir).toBe(path.resolve('/tmp/build'));
    expect(config.production).toBe(true);
  });

  it('accepts the port bounds 0 and 65535', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('rejects a PORT that is not an integer in 0-65535', () => {
    for (const port of ['abc', '-1', '65536', '80.5', 'NaN', 'Infinity', '3000abc']) {
      expect(() => loadConfig({ PORT: port }), port).toThrow(/PORT/);
    }
  });

  it('reduces a SITE_URL with a path, query or trailing slash to its origin', () => {
    expect(loadConfig({ SITE_URL: 'https://shop.example.com/some/path/?q=1#x' }).siteUrl).toBe(
      'https://shop.example.com',
    );
    expect(loadConfig({ SITE_URL: 'https://shop.example.com/' }).siteUrl).toBe('https://shop.example.com');
    expect(loadConfig({ SITE_URL: 'http://localhost:3000/' }).siteUrl).toBe('http://localhost:3000');
  });

  it('rejects a SITE_URL that is not http(s)', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => loadConfig({ SITE_URL: 'file:///etc/passwd' })).toThrow();
  });

  it('rejects a SITE_URL that is not an absolute URL', () => {
    expect(() => loadConfig({ SITE_URL: 'www.example.com' })).toThrow();
    expect(() => loadConfig({ SITE_URL: '/relative' })).toThrow();
  });
});

describe('parseSiteUrl', () => {
  it('keeps a non-default port and lower-cases the host', () => {
    expect(parseSiteUrl('https://Shop.Example.COM:8443/x')).toBe('https://shop.example.com:8443');
  });
});

describe('checkRequestTarget', () => {
  it('accepts ordinary paths and queries', () => {
    for (const url of [
      '/',
      '/shop',
      '/shop?category=pretzels',
      '/about',
      '/a%20b',
      '/shop?q=a+b',
      '/assets/entry-ABC.js',
    ]) {
      expect(checkRequestTarget(url), url).toBeNull();
    }
  });

  it('accepts encoded characters that decode to ordinary text', () => {
    expect(checkRequestTarget('/caf%C3%A9')).toBeNull();
    expect(checkRequestTarget('/shop?category=%3Cscript%3E')).toBeNull();
  });

  it('answers 414 for a target longer than the limit, and accepts one at the limit', () => {
    expect(checkRequestTarget(`/${'a'.repeat(MAX_URL_LENGTH)}`)?.status).toBe(414);
    expect(checkRequestTarget(`/${'a'.repeat(MAX_URL_LENGTH - 1)}`)).toBeNull();
  });

  it('answers 400 for malformed percent-encoding in the path', () => {
    for (const url of ['/%', '/%E0%A4%A', '/%zz', '/a%']) {
      expect(checkRequestTarget(url)?.status, url).toBe(400);
    }
  });

  it('answers 400 for malformed percent-encoding in the query', () => {
    expect(checkRequestTarget('/shop?category=%')?.status).toBe(400);
  });

  it('answers 400 for encoded NUL, CR, LF and other control characters', () => {
    for (const url of ['/a%00b', '/a%0d%0ab', '/a%0Ab', '/a%7f', '/a%1b']) {
      expect(checkRequestTarget(url)?.status, url).toBe(400);
    }
  });

  it('answers 400 for raw or encoded backslashes', () => {
    expect(checkRequestTarget('/\\evil.example/')?.status).toBe(400);
    expect(checkRequestTarget('/%5cevil.example/')?.status).toBe(400);
    expect(checkRequestTarget('/assets/..%5cpackage.json')?.status).toBe(400);
  });

  it('answers 400 for a target that does not start with a slash', () => {
    expect(checkRequestTarget('http://evil.example/')?.status).toBe(400);
    expect(checkRequestTarget('*')?.status).toBe(400);
    expect(checkRequestTarget('')?.status).toBe(400);
  });

  it('never echoes the target in its verdict', () => {
    const verdict = checkRequestTarget('/%<script>');
    expect(verdict?.status).toBe(400);
    expect(`${verdict?.title} ${verdict?.message}`).not.toContain('<script>');
  });
});

describe('canonicalPath', () => {
  it('leaves canonical paths alone', () => {
    for (const p of ['/', '/shop', '/a/b']) expect(canonicalPath(p)).toBe(p);
  });

  it('removes a trailing slash except on the root', () => {
    expect(canonicalPath('/shop/')).toBe('/shop');
    expect(canonicalPath('/a/b/')).toBe('/a/b');
  });

  it('collapses repeated slashes, so the result never starts with //', () => {
    expect(canonicalPath('//shop')).toBe('/shop');
    expect(canonicalPath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPath('///a//b///')).toBe('/a/b');
    expect(canonicalPath('//')).toBe('/');
  });
});
