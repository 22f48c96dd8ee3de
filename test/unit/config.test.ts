/** The server's settings: defaults, accepted values, and one clear message per bad setting. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces, the public origin, a 5 s grace period and dist/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', shutdownGraceMs: 5000, dev: false });
    expect(config.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(config.distDir).toBe(path.resolve(import.meta.dirname, '../../dist'));
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ PORT: '', SITE_URL: '', SHUTDOWN_GRACE_MS: '' }).port).toBe(3000);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      SITE_URL: 'https://shop.example.com',
      DIST_DIR: '/tmp/build',
      SHUTDOWN_GRACE_MS: '12000',
      NODE_ENV: 'development',
      METRICS_PORT: '9100',
      MAX_IN_FLIGHT: '8',
      MAX_WAITING: '500',
      MAX_WAIT_MS: '1500',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'https://shop.example.com',
      distDir: path.resolve('/tmp/build'),
      shutdownGraceMs: 12000,
      dev: true,
      metricsPort: 9100,
      load: { maxInFlight: 8, maxWaiting: 500, maxWaitMs: 1500 },
    });
  });

  it('serves metrics on port 9464 and bounds the load by default', () => {
    const config = loadConfig({});
    expect(config.metricsPort).toBe(9464);
    expect(config.load.maxInFlight).toBeGreaterThan(0);
    expect(config.load.maxWaiting).toBeGreaterThan(config.load.maxInFlight);
    expect(config.load.maxWaitMs, 'no request waits more than a few seconds').toBeLessThanOrEqual(5000);
  });

  it('refuses a METRICS_PORT equal to PORT: metrics are never served on the public port', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /^Invalid setting METRICS_PORT="8080": expected .*other than PORT$/,
    );
  });

  it('reduces a SITE_URL with a path, query or trailing slash to its origin, host in lower case', () => {
    expect(loadConfig({ SITE_URL: 'https://Shop.Example.com:8443/some/path/?q=1#x' }).siteUrl).toBe(
      'https://shop.example.com:8443',
    );
    expect(loadConfig({ SITE_URL: 'http://localhost:3000/' }).siteUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['HOST', 'not a host!'],
    ['SITE_URL', 'www.example.com'],
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'javascript:alert(1)'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SHUTDOWN_GRACE_MS', 'soon'],
    ['METRICS_PORT', 'metrics'],
    ['MAX_IN_FLIGHT', '0'],
    ['MAX_WAITING', '-3'],
    ['MAX_WAIT_MS', '2.5'],
  ])('rejects %s=%s with a ConfigError naming the setting, its value and what is accepted', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(
      (error as Error).message.startsWith(`Invalid setting ${name}=${JSON.stringify(value)}: expected `),
    ).toBe(true);
    expect((error as Error).message).not.toContain('\n');
  });

  it('names every bad setting at once, one per line', () => {
    expect(() => loadConfig({ PORT: 'x', SITE_URL: 'y' })).toThrow(
      /PORT="x".*\nInvalid setting SITE_URL="y"/s,
    );
  });
});
