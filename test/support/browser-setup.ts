/**
 * Set-up of the browser project, once for all its files: the storefront (the real app on the test
 * run's build, `test-build.ts`) on a free loopback port, and one Chromium (its headless shell,
 * `HEADLESS_SHELL_PATH`) that every test file connects to and opens its own contexts in.
 */
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../build/chromium';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer, listen } from '../../server/index';
import { testBuildDir } from './test-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the storefront under test, e.g. `http://127.0.0.1:43121`. */
    siteOrigin: string;
    /** Where to connect to the shared Chromium; empty when none is installed (outside CI). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const config = { ...loadConfig({}), distDir: await testBuildDir() };
  // Listen first, so the configured site URL (canonical and Open Graph links) is this server's own origin.
  const server = createHttpServer(() => {});
  const port = await listen(server, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  server.removeAllListeners('request');
  server.on(
    'request',
    createApp({ config: { ...config, siteUrl: origin }, logger: pino({ level: 'silent' }) }),
  );
  const browser =
    existsSync(HEADLESS_SHELL_PATH) || process.env.CI === 'true'
      ? await chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] })
      : null;
  project.provide('siteOrigin', origin);
  project.provide('browserWsEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    server.closeAllConnections();
    server.close();
  };
}
