/**
 * The server's settings, read once from the environment and validated with `envalid`
 * (docs/product.md "Running it"). Every setting and its default is listed in `.env.example`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, EnvError, host, makeValidator, port, str } from 'envalid';
import { brand } from '../shared/content/brand';

/** The bounds of the work the server takes on (docs/decisions/0008-load-shedding.md). */
export interface LoadLimits {
  /** Requests being rendered, compressed or written at once (slow clients and streamed files hold one). */
  maxInFlight: number;
  /** Requests waiting for a place in flight; one more is answered 503 at once. */
  maxWaiting: number;
  /** How long a request may wait for a place in flight before it is answered 503, in ms. */
  maxWaitMs: number;
}

/** Runtime settings of the server. */
export interface ServerConfig {
  /** TCP port to listen on (`PORT`). */
  port: number;
  /** Interface to bind (`HOST`). */
  host: string;
  /** Public origin for canonical and social URLs (`SITE_URL`); never taken from the request. */
  siteUrl: string;
  /** Folder holding the build: `manifest.json` and `public/` (`DIST_DIR`, default `dist`). */
  distDir: string;
  /** After SIGTERM, how long the server keeps serving while the readiness probe says 503, in ms. */
  shutdownGraceMs: number;
  /** True under `npm run dev` (`NODE_ENV=development`): the page reloads after a rebuild. */
  dev: boolean;
  /** TCP port of the Prometheus metrics, on the same interface as `host` (`METRICS_PORT`). */
  metricsPort: number;
  /** Bounds of the work in flight and of the line waiting for it (docs/decisions/0008-load-shedding.md). */
  load: LoadLimits;
}

/**
 * How the line the server logs once it listens begins (`Storefront ready at <url>`): what the scripts
 * that start it (`npm run dev`, `npm run edge`, the lab's and the tests' harnesses) wait for.
 */
export const READY_MESSAGE = 'Storefront ready';

/** Connection limits and timeouts of the HTTP server, in ms unless stated. */
export const SERVER_LIMITS = {
  /** How often Node checks requests against `headersTimeout` and `requestTimeout` (default 30 s). */
  connectionsCheckingInterval: 1000,
  /** Time allowed to receive the request headers. */
  headersTimeout: 10_000,
  /** Time allowed to receive the whole request. */
  requestTimeout: 30_000,
  /** Idle time after which a keep-alive socket is closed. */
  keepAliveTimeout: 5000,
  /** Socket inactivity after which it is destroyed (`server.timeout`, 0 = never by default). */
  socketTimeout: 60_000,
  /** Requests one socket may carry; afterwards Node answers `Connection: close` (a count, not ms). */
  maxRequestsPerSocket: 100,
  /**
   * Connections the kernel may hold before Node accepts them (a count). Node's default of 511
   * overflows when a thousand phones connect at once, and a dropped SYN costs its client a 1 s retry;
   * the kernel caps it at `net.core.somaxconn` (4096 on current Linux).
   */
  listenBacklog: 4096,
} as const;

/** A setting that cannot be used; the message names the setting, its value and what is accepted. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An absolute http(s) URL, reduced to its origin. */
const origin = makeValidator((input: string) => {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new EnvError(`not a URL: "${input}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EnvError(`not http(s): "${input}"`);
  return url.origin;
});

/**
 * A validator of whole numbers from `min` up.
 *
 * @param min - the smallest value accepted
 * @returns an envalid validator
 */
function wholeNumber(min: number) {
  return makeValidator((input: string) => {
    const value = Number(input);
    if (!/^\d+$/.test(String(input).trim()) || !Number.isSafeInteger(value) || value < min)
      throw new EnvError(`not a whole number from ${min}: "${input}"`);
    return value;
  });
}

/** A whole number of milliseconds, 0 or more. */
const milliseconds = wholeNumber(0);
/** A count, 1 or more. */
const count = wholeNumber(1);

const specs = {
  PORT: port({ default: 3000, desc: 'a TCP port, 1-65535' }),
  HOST: host({ default: '0.0.0.0', desc: 'an interface to bind: an IP address or host name' }),
  SITE_URL: origin({
    default: brand.website,
    desc: 'the public origin, an absolute http(s) URL such as https://www.example.com',
  }),
  DIST_DIR: str({ default: '', desc: 'the build folder (holding manifest.json), empty for dist/' }),
  SHUTDOWN_GRACE_MS: milliseconds({ default: 5000, desc: 'a whole number of milliseconds, 0 or more' }),
  NODE_ENV: str({ default: 'production', desc: 'production, development or test' }),
  METRICS_PORT: port({ default: 9464, desc: 'a TCP port, 1-65535, other than PORT' }),
  MAX_IN_FLIGHT: count({ default: 64, desc: 'a whole number of requests, 1 or more' }),
  MAX_WAITING: count({ default: 2000, desc: 'a whole number of requests, 1 or more' }),
  MAX_WAIT_MS: milliseconds({ default: 2500, desc: 'a whole number of milliseconds, 0 or more' }),
};

/** The build folder beside the running code: `dist/` above `server/` (source) or `dist/server/` (bundle). */
function defaultDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(path.dirname(here)) === 'dist' ? path.dirname(here) : path.join(here, '..', 'dist');
}

/**
 * Reads and validates the settings.
 *
 * @param env - usually `process.env`
 * @returns the configuration
 * @throws ConfigError naming every bad setting, its value and the accepted values, one per line
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty value (`PORT=` in a compose file) means "not set": the default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const clean = cleanEnv(given, specs, {
    reporter: ({ errors }) => {
      const lines = Object.keys(errors).map((name) => {
        const key = name as keyof typeof specs;
        return `Invalid setting ${key}=${JSON.stringify(env[key])}: expected ${specs[key].desc}`;
      });
      if (lines.length) throw new ConfigError(lines.join('\n'));
    },
  });
  if (clean.METRICS_PORT === clean.PORT)
    throw new ConfigError(
      `Invalid setting METRICS_PORT=${JSON.stringify(String(clean.METRICS_PORT))}: expected ${specs.METRICS_PORT.desc}`,
    );
  return {
    port: clean.PORT,
    host: clean.HOST,
    siteUrl: clean.SITE_URL,
    distDir: path.resolve(clean.DIST_DIR || defaultDist()),
    shutdownGraceMs: clean.SHUTDOWN_GRACE_MS,
    dev: clean.NODE_ENV === 'development',
    metricsPort: clean.METRICS_PORT,
    load: { maxInFlight: clean.MAX_IN_FLIGHT, maxWaiting: clean.MAX_WAITING, maxWaitMs: clean.MAX_WAIT_MS },
  };
}
