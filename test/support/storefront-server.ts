/**
 * The storefront of a test project's global set-up: the real app on the test run's build
 * (`test-build.ts`), on a free loopback port, configured with its own origin as the site URL.
 */
import { pino } from 'pino';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer, listen } from '../../server/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the storefront under test, e.g. `http://127.0.0.1:43121`. */
    siteOrigin: string;
  }
}

/** A running storefront. */
export interface Storefront {
  /** Its origin, e.g. `http://127.0.0.1:43121`. */
  origin: string;
  /** Closes it and every connection to it. */
  close(): void;
}

/**
 * Starts the storefront on a free loopback port, silent.
 *
 * @param distDir - the build folder to serve
 * @returns its origin and `close()`
 */
export async function startStorefront(distDir: string): Promise<Storefront> {
  const config = { ...loadConfig({}), distDir };
  // Listen first, so the configured site URL (canonical and Open Graph links) is this server's own origin.
  const server = createHttpServer(() => {});
  const port = await listen(server, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  server.removeAllListeners('request');
  server.on(
    'request',
    createApp({ config: { ...config, siteUrl: origin }, logger: pino({ level: 'silent' }) }),
  );
  return {
    origin,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
