import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The run `../interrupted-run.test.ts` starts and interrupts: the three engines' journeys as the engines
 * project runs them (its set-up starts the storefront, Xvfb and WebKitWebDriver), and `held-edge.ts`,
 * which keeps a Varnish up until the run ends. One worker per file, so every kind of process is up at once.
 */
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
  test: {
    name: 'interrupted-run',
    include: [
      'test/engines/chromium.test.ts',
      'test/engines/firefox.test.ts',
      'test/engines/webkit.test.ts',
      'test/build/interrupted-run/held-edge.ts',
    ],
    environment: 'node',
    setupFiles: ['test/support/end-with-the-run.ts'],
    globalSetup: ['test/support/test-build.ts', 'test/support/engines/global-setup.ts'],
    maxWorkers: 4,
    server: { deps: { external: [/lucide-react/] } },
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
