import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runtime settings of the server, read once from the environment. */
export interface ServerConfig {
  /** TCP port to listen on (env `PORT`, default 3000). */
  port: number;
  /** Host/interface to bind (env `HOST`, default all interfaces). */
  host: string;
  /**
   * Public origin of the site, used for canonical and Open Graph URLs (env `SITE_URL`, default
   * https://www.sweetcoreco.com). Never taken from the request's Host header (issue 3).
   */
  siteUrl: string;
  /** Folder holding the build: `manifest.json` and `public/` (env `DIST_DIR`, default `<repo>/dist`). */
  distDir: string;
  /** True when NODE_ENV is production. */
  production: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Parses a site origin: keeps only scheme, host and port, drops any path or trailing slash.
 *
 * @param value - an absolute http(s) URL
 * @returns the origin, e.g. "https://www.sweetcoreco.com"
 * @throws Error when the value is not an absolute http(s) URL
 */
export function parseSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL must be http(s): ${value}`);
  return url.origin;
}

/**
 * Reads the configuration from an environment object, with defaults for every value.
 *
 * @param env - usually `process.env`
 * @returns the parsed configuration
 * @throws Error when PORT is not an integer in 0-65535 or SITE_URL is not an absolute http(s) URL
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port =
    env.PORT === undefined || env.PORT === ''
      ? 3000
      : /^\d{1,5}$/.test(env.PORT)
        ? Number(env.PORT)
        : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteUrl: parseSiteUrl(env.SITE_URL || 'https://www.sweetcoreco.com'),
    // Source (server/) and bundle (dist/server/) both sit one or two levels below the repository root.
    distDir: path.resolve(env.DIST_DIR || findDist(here)),
    production: env.NODE_ENV === 'production',
  };
}

function findDist(from: string): string {
  const parent =
    path.basename(path.dirname(from)) === 'dist' ? path.dirname(from) : path.join(from, '..', 'dist');
  return parent;
}
